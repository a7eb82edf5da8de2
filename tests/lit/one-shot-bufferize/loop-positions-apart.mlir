// Two positions of one loop hold distinct buffers in every iteration
// when their inits are distinct and the yields pass no buffer to two
// positions (rule 6b of the analysis, analysis/carried.rs): a write into
// one position's region argument is not a write into the other's,
// though a yield moves tensors between them. And positions whose yields
// pass each other's carried tensors around in a cycle are passed through
// as a permutation of the carried buffers, with no copy (upstream copies
// every position at the condition; before, ferrobuf copied the written
// one before its write and back through a temporary: fuzzer seeds
// 13966 @t7 and 14226 @t16, one copy per iteration more than upstream).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// The written position's init is the caller's (in place); the other,
// written in the next iteration, is copied once before the loop. In the
// loop: no allocation, no copy; the after region yields its arguments
// swapped.
// ANALYSIS-LABEL: func @while_swap_write_one(
//       ANALYSIS:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// CHECK-LABEL: func @while_swap_write_one(
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   scf.while
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   ^bb0(%{{.*}}: index, %[[X:.*]]: memref<4xi64, strided<[?], offset: ?>>, %[[Y:.*]]: memref<4xi64, strided<[?], offset: ?>>):
//       CHECK:   scf.yield %{{.*}}, %[[Y]], %[[X]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @while_swap_write_one(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %u) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %v10 = arith.addi %iv, %c10 : i64
    %w = tensor.insert %v10 into %a[%c0] : tensor<4xi64>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %w, %b : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>, %y: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %y, %x : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>
}

// -----

// One tensor for both inits: both are copied at the loop (the first is
// written, the second read after), then apart. Both copies have one type,
// so the permuted positions keep it: no cast to the fully dynamic layout
// (the cast hid the allocations from upstream's deallocation, which then
// cloned the results), and the function returns identity-layout buffers.
// ANALYSIS-LABEL: func @while_same_init_write_one(
//       ANALYSIS:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
//       ANALYSIS:   } attributes {__inplace_operands_attr__ = ["none", "false", "false"]}
// CHECK-LABEL: func @while_same_init_write_one(
//  CHECK-SAME:   -> (memref<4xi64>, memref<4xi64>)
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   memref.copy
//       CHECK:   %[[B:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//       CHECK:   memref.copy
//   CHECK-NOT:   memref.cast
//       CHECK:   scf.while (%{{.*}} = %{{.*}}, %{{.*}} = %[[A]], %{{.*}} = %[[B]]) : (index, memref<4xi64>, memref<4xi64>)
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   ^bb0(%{{.*}}: index, %[[X:.*]]: memref<4xi64>, %[[Y:.*]]: memref<4xi64>):
//       CHECK:   scf.yield %{{.*}}, %[[Y]], %[[X]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @while_same_init_write_one(%t: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %t) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %v10 = arith.addi %iv, %c10 : i64
    %w = tensor.insert %v10 into %a[%c0] : tensor<4xi64>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %w, %b : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>, %y: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %y, %x : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>
}

// -----

// One new tensor yielded at both positions: in the next iteration both
// region arguments would be its buffer (upstream with
// allow-return-allocs-from-loops passes it to both and reads the written
// element back: wrong output, see the e2e program loop_positions_apart).
// The write stays a conflict: out of place.
// ANALYSIS-LABEL: func @for_same_fresh_yield(
//       ANALYSIS:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @for_same_fresh_yield(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %w = tensor.insert %v into %a[%c1] : tensor<4xi64>
    %e = tensor.extract %b[%c1] : tensor<4xi64>
    %s = arith.addi %e, %v : i64
    %f = tensor.empty() : tensor<4xi64>
    %g = linalg.fill ins(%s : i64) outs(%f : tensor<4xi64>) -> tensor<4xi64>
    %h = linalg.add ins(%w, %g : tensor<4xi64>, tensor<4xi64>) outs(%g : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %h, %h : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

// -----

// scf.for swapping its positions, one written: permuted, no copy in the
// loop.
// ANALYSIS-LABEL: func @for_swap_write_one(
//       ANALYSIS:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// CHECK-LABEL: func @for_swap_write_one(
//       CHECK:   scf.for
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @for_swap_write_one(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %w = tensor.insert %iv into %a[%c0] : tensor<4xi64>
    scf.yield %b, %w : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

// -----

// Swapping two unranked iter_args: permuted, no copy (a copy of an
// unranked tensor cannot be made; before, this was an error, and upstream
// reports "copying of unranked tensors is not implemented").
// CHECK-LABEL: func @unranked_swap(
//  CHECK-SAME:   %{{.*}}: index, %[[A:.*]]: memref<*xf32>, %[[B:.*]]: memref<*xf32>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for %{{.*}} iter_args(%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]])
//       CHECK:     scf.yield %[[Y]], %[[X]] : memref<*xf32>, memref<*xf32>
func.func @unranked_swap(%n: index, %a: tensor<*xf32>, %b: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<*xf32>, tensor<*xf32>) {
    scf.yield %y, %x : tensor<*xf32>, tensor<*xf32>
  }
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}
