// collapse_shape of a strided buffer: a group with at most one dimension
// that is not a static 1 is contiguous in any layout, so the collapse is a
// view (the result takes that dimension's stride) and needs no copy. Two
// non-unit dimensions of a strided buffer need not be contiguous: copied
// to an identity layout first, as upstream does. Upstream also copies the
// trailing-unit case (3x1); the leading-unit case (1x3, the fuzzer's seed
// 13468 @t39) it collapses in place, with the same type as here.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

// CHECK-LABEL: func.func @unit_dims(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.collapse_shape %{{.*}} {{\[}}[0, 1]] : memref<1x3xi64, strided<[?, ?], offset: ?>> into memref<3xi64, strided<[?], offset: ?>>
//       CHECK:   memref.collapse_shape %{{.*}} {{\[}}[0, 1]] : memref<3x1xi64, strided<[?, ?], offset: ?>> into memref<3xi64, strided<[?], offset: ?>>
//       CHECK:   memref.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : memref<1x1x3xi64, strided<[?, ?, ?], offset: ?>> into memref<1x3xi64, strided<[?, ?], offset: ?>>
//       CHECK:   return
func.func @unit_dims(%t: tensor<4x?xi64>, %u: tensor<2x2x?xi64>, %i: index) -> (tensor<3xi64>, tensor<3xi64>, tensor<1x3xi64>) {
  %s = tensor.extract_slice %t[%i, 0] [1, 3] [1, 1] : tensor<4x?xi64> to tensor<1x3xi64>
  %a = tensor.collapse_shape %s [[0, 1]] : tensor<1x3xi64> into tensor<3xi64>
  %s2 = tensor.extract_slice %t[0, %i] [3, 1] [1, 1] : tensor<4x?xi64> to tensor<3x1xi64>
  %b = tensor.collapse_shape %s2 [[0, 1]] : tensor<3x1xi64> into tensor<3xi64>
  %s3 = tensor.extract_slice %u[1, 0, 0] [1, 1, 3] [1, 1, 1] : tensor<2x2x?xi64> to tensor<1x1x3xi64>
  %c = tensor.collapse_shape %s3 [[0, 1], [2]] : tensor<1x1x3xi64> into tensor<1x3xi64>
  return %a, %b, %c : tensor<3xi64>, tensor<3xi64>, tensor<1x3xi64>
}

// CHECK-LABEL: func.func @two_non_unit_dims(
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<2x3xi64>
//       CHECK:   memref.copy %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.collapse_shape %[[A]] {{\[}}[0, 1]] : memref<2x3xi64> into memref<6xi64>
func.func @two_non_unit_dims(%t: tensor<4x?xi64>) -> tensor<6xi64> {
  %s = tensor.extract_slice %t[0, 0] [2, 3] [1, 1] : tensor<4x?xi64> to tensor<2x3xi64>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  return %c : tensor<6xi64>
}
