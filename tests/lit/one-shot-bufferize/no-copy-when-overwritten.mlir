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
// CHECK: memref.copy %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
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

// -----

// An insert_slice covering its whole destination leaves nothing of the
// destination's old contents in its result: the out-of-place destination
// (the argument is read afterwards) gets an allocation but no copy of the
// old contents, only the source's copy into it (the One-Shot fuzzer's seed
// 10947 @t19: an extra copy before).
// CHECK-LABEL: func @insert_covering_slice(
// CHECK-SAME: %[[T:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>, %[[S:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK-NOT: memref.copy %[[T]]
// CHECK: %[[V:.*]] = memref.subview %[[A]][0] [4] [1]
// CHECK: memref.copy %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
// CHECK-NOT: memref.copy %[[T]]
// CHECK: return
func.func @insert_covering_slice(%t: tensor<4xi64>, %s: tensor<4xi64>) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xi64> into tensor<4xi64>
  %e = tensor.extract %t[%c0] : tensor<4xi64>
  return %r, %e : tensor<4xi64>, i64
}

// -----

// The same with offsets and strides given by arith.constant values (the
// fuzzer's seed 11216 @t23: the copy was made).
// CHECK-LABEL: func @insert_covering_slice_constant_values(
// CHECK-SAME: %[[T:[a-z0-9]+]]: memref<3x2xi64, strided<[?, ?], offset: ?>>, %[[S:[a-z0-9]+]]: memref<3x2xi64, strided<[?, ?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<3x2xi64>
// CHECK-NOT: memref.copy %[[T]]
// CHECK: memref.copy %[[S]]{{([^[:alnum:]_]|$)}}
// CHECK-NOT: memref.copy %[[T]]
// CHECK: return
func.func @insert_covering_slice_constant_values(%t: tensor<3x2xi64>, %s: tensor<3x2xi64>) -> (tensor<3x2xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.insert_slice %s into %t[%c0, %c0] [3, 2] [1, %c1] : tensor<3x2xi64> into tensor<3x2xi64>
  %e = tensor.extract %t[%c0, %c0] : tensor<3x2xi64>
  return %r, %e : tensor<3x2xi64>, i64
}

// -----

// A slice leaving part of the destination (here its last element) keeps
// the copy of the old contents.
// CHECK-LABEL: func @insert_partial_slice(
// CHECK-SAME: %[[T:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi64>
// CHECK: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
func.func @insert_partial_slice(%t: tensor<4xi64>, %s: tensor<3xi64>) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %s into %t[0] [3] [1] : tensor<3xi64> into tensor<4xi64>
  %e = tensor.extract %t[%c0] : tensor<4xi64>
  return %r, %e : tensor<4xi64>, i64
}

// -----

// With a dynamic destination size nothing proves the slice covers it.
// CHECK-LABEL: func @insert_dynamic_destination(
// CHECK-SAME: %[[T:[a-z0-9]+]]: memref<?xi64, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
func.func @insert_dynamic_destination(%t: tensor<?xi64>, %s: tensor<4xi64>) -> (tensor<?xi64>, i64) {
  %c0 = arith.constant 0 : index
  %r = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xi64> into tensor<?xi64>
  %e = tensor.extract %t[%c0] : tensor<?xi64>
  return %r, %e : tensor<?xi64>, i64
}
