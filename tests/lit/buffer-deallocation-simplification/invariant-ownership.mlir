// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation,ferrobuf-buffer-deallocation-simplification)' | FileCheck %s

// Ownership flags that a loop or a branch op carries unchanged are folded
// to their constant (what canonicalize would do after upstream's
// simplification; ferrobuf-bufferize runs no canonicalize): a buffer the
// function does not own enters the loop with ownership `false` and comes
// back with `false` (or the flag itself), so the frees that flag guards
// are dead and leave with it.

// CHECK-LABEL: func @while_carries_argument(
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   scf.if
//       CHECK:   return
func.func @while_carries_argument(%a: memref<4xi64>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%m = %a, %i = %c0) : (memref<4xi64>, index) -> (memref<4xi64>, index) {
    %p = arith.cmpi ult, %i, %n : index
    scf.condition(%p) %m, %i : memref<4xi64>, index
  } do {
  ^bb0(%m2: memref<4xi64>, %i2: index):
    %v = arith.index_cast %i2 : index to i64
    memref.store %v, %m2[%c0] : memref<4xi64>
    %j = arith.addi %i2, %c1 : index
    scf.yield %a, %j : memref<4xi64>, index
  }
  %x = memref.load %r#0[%c0] : memref<4xi64>
  return %r#1 : index
}

// -----

// CHECK-LABEL: func @for_carries_argument(
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   scf.if
//       CHECK:   return
func.func @for_carries_argument(%a: memref<4xi64>, %b: memref<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %a) -> (memref<4xi64>) {
    %v = memref.load %m[%c0] : memref<4xi64>
    memref.store %v, %b[%c0] : memref<4xi64>
    scf.yield %b : memref<4xi64>
  }
  %x = memref.load %r[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// Every case yields a buffer the function does not own (allocas, an
// argument): the switch's ownership result is `false`.
// CHECK-LABEL: func @switch_yields_unowned(
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func @switch_yields_unowned(%k: index, %a: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %k -> memref<4xi64>
  case 0 {
    %s = memref.alloca() : memref<4xi64>
    scf.yield %s : memref<4xi64>
  }
  default {
    scf.yield %a : memref<4xi64>
  }
  %x = memref.load %r[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// A loop that carries an owned buffer (allocated in the iteration) keeps
// its flag: the free after the loop stays.
// CHECK-LABEL: func @for_carries_owned(
//       CHECK:   scf.for {{.*}} -> (memref<4xi64>, i1)
//       CHECK:   memref.dealloc
func.func @for_carries_owned(%a: memref<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%m = %a) -> (memref<4xi64>) {
    %f = memref.alloc() : memref<4xi64>
    memref.copy %m, %f : memref<4xi64> to memref<4xi64>
    scf.yield %f : memref<4xi64>
  }
  %x = memref.load %r[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// `cf` block arguments: both edges into ^join pass buffers the function
// does not own (a global, an alloca), so the ownership argument is `false`
// on every edge and the free it guards is dead (before, an
// `scf.if %own { dealloc }` was left for canonicalize).
// CHECK-LABEL: func @cf_join_unowned(
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   scf.if
//       CHECK:   return
memref.global "private" constant @g : memref<4xi64> = dense<[1, 2, 3, 4]>
func.func @cf_join_unowned(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @g : memref<4xi64>
  %s = memref.alloca() : memref<4xi64>
  cf.cond_br %c, ^join(%g : memref<4xi64>), ^other
^other:
  cf.br ^join(%s : memref<4xi64>)
^join(%m: memref<4xi64>):
  %x = memref.load %m[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// A `cf` loop that carries an unowned buffer around: the ownership enters
// `false` and the back edge passes the flag on through a second block
// (the flags form a cycle): `false` throughout, no free.
// CHECK-LABEL: func @cf_loop_unowned(
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   scf.if
//       CHECK:   return
func.func @cf_loop_unowned(%a: memref<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%a, %c0 : memref<4xi64>, index)
^head(%m: memref<4xi64>, %i: index):
  %p = arith.cmpi ult, %i, %n : index
  cf.cond_br %p, ^body, ^exit
^body:
  %v = arith.index_cast %i : index to i64
  memref.store %v, %m[%c0] : memref<4xi64>
  %j = arith.addi %i, %c1 : index
  cf.br ^latch(%m, %j : memref<4xi64>, index)
^latch(%m2: memref<4xi64>, %j2: index):
  cf.br ^head(%m2, %j2 : memref<4xi64>, index)
^exit:
  %x = memref.load %m[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// One edge brings an owned buffer (an allocation): the flag varies and
// the conditional free stays.
// CHECK-LABEL: func @cf_join_one_owned(
//       CHECK:   ^bb{{[0-9]+}}(%{{.*}}: memref<4xi64>, %[[OWN:.*]]: i1):
//       CHECK:   scf.if %[[OWN]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.dealloc
func.func @cf_join_one_owned(%c: i1, %a: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^join(%a : memref<4xi64>), ^other
^other:
  %s = memref.alloc() : memref<4xi64>
  cf.br ^join(%s : memref<4xi64>)
^join(%m: memref<4xi64>):
  %x = memref.load %m[%c0] : memref<4xi64>
  return %x : i64
}

// -----

// The before region allocates the buffer scf.condition passes on: its
// ownership comes from the dealloc retaining it (`true` only once the
// dealloc is simplified), so the flags are folded again after the
// deallocs: the after region frees the buffer unconditionally and the
// result is returned without a clone-unless-owned (the build before left
// both for canonicalize; e2e nonequiv_loop_yields_constant).
// CHECK-LABEL: func @while_condition_passes_fresh_buffer(
//       CHECK:   scf.while
//       CHECK:   } do {
//   CHECK-NOT:     scf.if
//       CHECK:     memref.dealloc
//       CHECK:     scf.yield
//   CHECK-NOT:   bufferization.clone
//   CHECK-NOT:   scf.if
//       CHECK:   return
func.func @while_condition_passes_fresh_buffer(%a: memref<4xi64>, %n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %m = %a) : (index, memref<4xi64>) -> (index, memref<4xi64>) {
    %b = memref.alloc() : memref<4xi64>
    memref.copy %m, %b : memref<4xi64> to memref<4xi64>
    %p = arith.cmpi slt, %i, %n : index
    scf.condition(%p) %i, %b : index, memref<4xi64>
  } do {
  ^bb0(%j: index, %x: memref<4xi64>):
    %j2 = arith.addi %j, %c1 : index
    %g = memref.get_global @k : memref<4xi64>
    scf.yield %j2, %g : index, memref<4xi64>
  }
  return %r#1 : memref<4xi64>
}
memref.global "private" constant @k : memref<4xi64> = dense<5>
