// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries},ferrobuf-buffer-deallocation-pipeline)' -split-input-file %s | FileCheck %s --check-prefix=DEALLOC
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS

// A loop that writes its tensor in place carries, on buffers, the same
// buffer in every iteration: ferrobuf's One-Shot drops such an iter_arg
// (upstream keeps it for canonicalize). Nested loops that each forward
// the outer one's buffer leave entirely; a scalar iter_arg beside them
// stays.
// CHECK-LABEL: func @nested(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xi64
//       CHECK:   %[[S:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i64) {
//       CHECK:     scf.for {{.*}} {
//       CHECK:       memref.store %{{.*}}, %[[T]][
//       CHECK:     }
//       CHECK:     scf.yield %{{.*}} : i64
//       CHECK:   }
//       CHECK:   return %[[S]], %[[T]]{{([^[:alnum:]_]|$)}}
// The deallocation then has no ownership to carry through the loops.
// DEALLOC-LABEL: func @nested(
//   DEALLOC-NOT:   i1
//       DEALLOC:   return
func.func @nested(%t: tensor<8xi64>, %n: index) -> (i64, tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %a = %t) -> (i64, tensor<8xi64>) {
    %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<8xi64>) {
      %v = arith.index_cast %j : index to i64
      %w = tensor.insert %v into %b[%j] : tensor<8xi64>
      scf.yield %w : tensor<8xi64>
    }
    %e = tensor.extract %in[%i] : tensor<8xi64>
    %s = arith.addi %acc, %e : i64
    scf.yield %s, %in : i64, tensor<8xi64>
  }
  return %r#0, %r#1 : i64, tensor<8xi64>
}

// -----

// A loop that passes a fresh buffer on keeps that iter_arg (the buffer
// changes between iterations).
// CHECK-LABEL: func @fresh_each_iteration(
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (memref<4xi64{{.*}}>) {
//       CHECK:     memref.alloc
//       CHECK:     scf.yield
func.func @fresh_each_iteration(%n: index, %e: i64) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<4xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<4xi64>) {
    %f = tensor.empty() : tensor<4xi64>
    %v = arith.index_cast %i : index to i64
    %g = linalg.fill ins(%v : i64) outs(%f : tensor<4xi64>) -> tensor<4xi64>
    %x = tensor.extract %a[%c0] : tensor<4xi64>
    %h = tensor.insert %x into %g[%c1] : tensor<4xi64>
    scf.yield %h : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// -----

// A slice written by a loop that carries it (one buffer in every
// iteration), then inserted back at the same offsets: the pair matches
// through the loop, so the slice is in place (as upstream decides), and
// once the loop carries nothing, the insert_slice's copy of the slice onto
// itself is dropped (upstream leaves it to canonicalize and cse).
// ANALYSIS-LABEL: func @slice_through_loop(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
// CHECK-LABEL: func @slice_through_loop(
//  CHECK-SAME: %[[D:[a-z0-9]+]]: memref<8xi64
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[S:.*]] = memref.subview %[[D]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.for
//       CHECK:     memref.store %{{.*}}, %[[S]][
//   CHECK-NOT:   memref.copy
//       CHECK:   return %[[D]]{{([^[:alnum:]_]|$)}}
func.func @slice_through_loop(%d: tensor<8xi64>, %i: index, %n: index) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<8xi64> to tensor<3xi64>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<3xi64>) {
    %v = arith.index_cast %k : index to i64
    %w = tensor.insert %v into %a[%k] : tensor<3xi64>
    scf.yield %w : tensor<3xi64>
  }
  %ins = tensor.insert_slice %r into %d[%i] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %ins : tensor<8xi64>
}

// -----

// The same, but the loop also reads the destination (outside the slice's
// old contents it must see): the slice goes out of place, as upstream.
// ANALYSIS-LABEL: func @slice_through_loop_dest_read(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false", "none"]
func.func @slice_through_loop_dest_read(%d: tensor<8xi64>, %i: index, %n: index) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<8xi64> to tensor<3xi64>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<3xi64>) {
    %j = arith.addi %i, %k : index
    %x = tensor.extract %d[%j] : tensor<8xi64>
    %w = tensor.insert %x into %a[%k] : tensor<3xi64>
    scf.yield %w : tensor<3xi64>
  }
  %ins = tensor.insert_slice %r into %d[%i] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %ins : tensor<8xi64>
}
