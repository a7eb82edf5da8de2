// ferrobuf-finalizing-bufferize folds to_buffer(to_tensor(%m)) to %m,
// through a memref.cast when the types differ and the cast is legal, and
// erases materializations left unused.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s

// CHECK-LABEL: func.func @same(
// CHECK-SAME:      %[[M:.*]]: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:    return %[[M]] : memref<4xf32>
func.func @same(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// CHECK-LABEL: func.func @cast(
// CHECK-SAME:      %[[M:.*]]: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[M]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[C]]{{([^[:alnum:]_]|$)}}
func.func @cast(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %b : memref<4xf32, strided<[?], offset: ?>>
}
