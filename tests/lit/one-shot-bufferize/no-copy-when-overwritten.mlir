// Out-of-place buffers whose old contents nobody reads get no copy (issue
// 21, "never more buffers than upstream"): an extract_slice that must not
// alias its source but is then filled, and linalg.softmax's init (softmax
// never reads it). Both as upstream (before: an extra memref.copy each).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @slice_then_fill(
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK-NOT: memref.copy
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
func.func @slice_then_fill(%t: tensor<8xf32>, %x: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0][4][1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.extract %t[%c0] : tensor<8xf32>
  return %f, %r : tensor<4xf32>, f32
}

// -----

// The slice is read before the fill: the copy stays.
// CHECK-LABEL: func @slice_read_then_fill(
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: memref.copy %{{.*}}, %[[A]]
func.func @slice_read_then_fill(%t: tensor<8xf32>, %x: f32, %i: index) -> (tensor<4xf32>, f32, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0][4][1] : tensor<8xf32> to tensor<4xf32>
  %y = tensor.extract %s[%i] : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.extract %t[%c0] : tensor<8xf32>
  return %f, %r, %y : tensor<4xf32>, f32, f32
}

// -----

// CHECK-LABEL: func @softmax_init(
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<8xf32>
// CHECK-NOT: memref.copy
// CHECK: linalg.softmax dimension(0) ins(%{{.*}} : memref<8xf32, strided<[?], offset: ?>>) outs(%[[A]] : memref<8xf32>)
func.func @softmax_init(%t: tensor<8xf32>, %o: tensor<8xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %s = linalg.softmax dimension(0) ins(%t : tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %o[%c0] : tensor<8xf32>
  return %s, %r : tensor<8xf32>, f32
}
