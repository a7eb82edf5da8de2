// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries},ferrobuf-buffer-deallocation-pipeline)' -split-input-file %s | FileCheck %s --check-prefix=DEALLOC

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
//       CHECK:   return %[[S]], %[[T]]
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
