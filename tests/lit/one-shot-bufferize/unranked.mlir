// Unranked tensors: tensor.cast to and from them, tensor.rank/tensor.dim of
// them, and unranked function arguments and results bufferize to unranked
// memrefs (as upstream). Casting back to a ranked type gives the fully
// dynamic layout (the unranked buffer's layout is unknown).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @rank_and_dim(
// CHECK-SAME: %[[T:.*]]: memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[U:.*]] = memref.cast %[[T]] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
// CHECK: memref.rank %[[U]] : memref<*xf32>
// CHECK: memref.dim %[[U]], %{{.*}} : memref<*xf32>
// CHECK: %[[B:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK: memref.load %[[B]]
func.func @rank_and_dim(%t: tensor<?x?xf32>, %i: index) -> (index, index, f32) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %d = tensor.dim %u, %i : tensor<*xf32>
  %b = tensor.cast %u : tensor<*xf32> to tensor<2x3xf32>
  %v = tensor.extract %b[%i, %i] : tensor<2x3xf32>
  return %r, %d, %v : index, index, f32
}

// -----

// CHECK-LABEL: func @unranked_boundary(
// CHECK-SAME: %[[U:.*]]: memref<*xf32>) -> memref<*xf32>
// CHECK: return %[[U]] : memref<*xf32>
func.func @unranked_boundary(%u: tensor<*xf32>) -> tensor<*xf32> {
  return %u : tensor<*xf32>
}
