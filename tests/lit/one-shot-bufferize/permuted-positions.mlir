// Loop positions that pass each other's region arguments around in a
// cycle, as they are (src/passes/one_shot/permuted.rs): the rewrite
// passes the carried buffers on permuted, copying nothing, and the
// analysis counts the cycle's inits as not written by the loop when
// nothing inside it writes through those arguments; a result is then
// whichever init's buffer the trip count leaves there, so it aliases
// every init of the cycle and is equivalent to none. Upstream (with
// allow-return-allocs-from-loops) copies every position in every
// iteration; ferrobuf before copied one init of a swap (an init counted
// as written whenever the yield was not equivalent to it) and claimed
// the first result equivalent to the first argument.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefixes=ANALYSIS,BU
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefixes=ANALYSIS,TD
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// Swapped, never written, the first init read after the loop: both
// inits in place, no allocation, no copy; both arguments only read.
// ANALYSIS-LABEL: func @swap_only(
//  ANALYSIS-SAME:   {bufferization.access = "read"}, %{{.*}}: tensor<4xi64> {bufferization.access = "read"}
//       ANALYSIS:   } {__inplace_operands_attr__ = ["none", "none", "none", "true", "true"]}
//   ANALYSIS-NOT:   __equivalent_func_args__
//       ANALYSIS:   return
// CHECK-LABEL: func @swap_only(
//  CHECK-SAME:   %[[T:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>, %[[U:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]], %[[B:.*]] = %[[U]])
//  CHECK-NEXT:     scf.yield %[[B]], %[[A]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.load %[[T]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return
func.func @swap_only(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %b, %a : tensor<4xi64>, tensor<4xi64>
  }
  %x = tensor.extract %t[%c0] : tensor<4xi64>
  return %r#0, %r#1, %x : tensor<4xi64>, tensor<4xi64>, i64
}

// -----

// The callee's results alias both arguments (no equivalence), so a
// caller writing the first result while it still reads the second
// argument copies that argument for the call. (With the first result
// claimed equivalent to the first argument, the write went in place into
// the caller's %u after an odd number of iterations.)
// ANALYSIS-LABEL: func @callee_swap(
//   ANALYSIS-NOT:   __equivalent_func_args__
//       ANALYSIS:   return
// Bottom-up keeps the write in place and copies %u for the call;
// top-down passes %u in place and writes into a copy of the result.
// ANALYSIS-LABEL: func @caller_writes_result(
//       BU:   call @callee_swap({{.*}}) {__inplace_operands_attr__ = ["true", "false", "none"]}
//       BU:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
//       TD:   call @callee_swap({{.*}}) {__inplace_operands_attr__ = ["true", "true", "none"]}
//       TD:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK-LABEL: func @caller_writes_result(
//  CHECK-SAME:   %[[T:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>, %[[U:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>
//       CHECK:   %[[C:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[U]], %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[CC:.*]] = memref.cast %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[R:.*]]:2 = call @callee_swap(%[[T]], %[[CC]],
//       CHECK:   memref.store %{{.*}}, %[[R]]#0
//       CHECK:   memref.load %[[U]]{{([^[:alnum:]_]|$)}}
func.func @callee_swap(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %b, %a : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}
func.func @caller_writes_result(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i64
  %r:2 = func.call @callee_swap(%t, %u, %n) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  %w = tensor.insert %v into %r#0[%c0] : tensor<4xi64>
  %x = tensor.extract %u[%c0] : tensor<4xi64>
  return %w, %x : tensor<4xi64>, i64
}

// -----

// Three positions rotated: no copy.
// ANALYSIS-LABEL: func @rotate3(
//       ANALYSIS:   } {__inplace_operands_attr__ = ["none", "none", "none", "true", "true", "true"]}
// CHECK-LABEL: func @rotate3(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %arg0, %[[B:.*]] = %arg1, %[[C:.*]] = %arg2)
//  CHECK-NEXT:     scf.yield %[[B]], %[[C]], %[[A]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @rotate3(%t: tensor<4xi64>, %u: tensor<4xi64>, %w: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u, %c = %w) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
    scf.yield %b, %c, %a : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
}

// -----

// scf.while: the condition forwards its before-arguments, the after
// region yields its arguments swapped: no copy.
// ANALYSIS-LABEL: func @while_swap(
//  ANALYSIS-SAME:   {bufferization.access = "read"}, %{{.*}}: tensor<4xi64> {bufferization.access = "read"}
// CHECK-LABEL: func @while_swap(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %arg0, %{{.*}} = %arg1)
//       CHECK:   ^bb0(%{{.*}}: index, %[[X:.*]]: memref<4xi64, strided<[?], offset: ?>>, %[[Y:.*]]: memref<4xi64, strided<[?], offset: ?>>):
//       CHECK:     scf.yield %{{.*}}, %[[Y]], %[[X]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @while_swap(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %u) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %a, %b : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>, %y: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %y, %x : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>
}

// -----

// A write through a region argument of the cycle (the insert reads %a,
// which the yield still passes on: it goes out of place): the inits keep
// counting as written, and the first one, read after the loop, is copied.
// ANALYSIS-LABEL: func @swap_write_inside(
//       ANALYSIS:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
//       ANALYSIS:   } {__inplace_operands_attr__ = ["none", "none", "none", "false", "true", "none"]}
func.func @swap_write_inside(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u, %s = %v) -> (tensor<4xi64>, tensor<4xi64>, i64) {
    %w = tensor.insert %v into %a[%c0] : tensor<4xi64>
    %e = tensor.extract %w[%c1] : tensor<4xi64>
    scf.yield %b, %a, %e : tensor<4xi64>, tensor<4xi64>, i64
  }
  %x = tensor.extract %t[%c0] : tensor<4xi64>
  return %r#0, %r#1, %x : tensor<4xi64>, tensor<4xi64>, i64
}

// -----

// The function writes its first result after a swap: that result is the
// second argument's buffer after an odd number of iterations, so both
// arguments are written (the summary follows a yield that passes another
// position's buffer on; before, the second argument was summarised as
// only read and a caller passed a buffer it reads later).
// ANALYSIS-LABEL: func @swap_then_write_result(
//  ANALYSIS-SAME:   {bufferization.access = "read-write"}, %{{.*}}: tensor<4xi64> {bufferization.access = "read-write"}
//       ANALYSIS:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
//   ANALYSIS-NOT:   __equivalent_func_args__
//       ANALYSIS:   return
func.func @swap_then_write_result(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 80 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %b, %a : tensor<4xi64>, tensor<4xi64>
  }
  %w = tensor.insert %v into %r#0[%c0] : tensor<4xi64>
  return %w : tensor<4xi64>
}
