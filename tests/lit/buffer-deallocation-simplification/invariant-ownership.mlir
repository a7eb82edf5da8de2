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
