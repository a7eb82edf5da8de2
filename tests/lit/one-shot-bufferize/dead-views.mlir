// Views nobody uses (extract_slice, collapse_shape, expand_shape, cast)
// are not emitted: out of place they would copy a buffer nobody reads, at
// the op's place, after a write the analysis did not have to order around
// them. The fuzzer's seed 13566 @t35: a collapse of a strided argument
// (copied to an identity layout) after a fill through a call's result
// that views the argument; ferrobuf's deallocation then refused the copy
// as a read of the argument after a write through the call's result.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

// CHECK-LABEL: func.func @unused_views(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   memref.collapse_shape
//   CHECK-NOT:   memref.subview
//       CHECK:   linalg.fill
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   memref.collapse_shape
//   CHECK-NOT:   memref.expand_shape
//       CHECK:   return
func.func @unused_views(%t: tensor<3x3xi64>, %k: i64) -> tensor<3x3xi64> {
  %s = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<3x3xi64> to tensor<2x2xi64>
  %f = linalg.fill ins(%k : i64) outs(%t : tensor<3x3xi64>) -> tensor<3x3xi64>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x3xi64> into tensor<9xi64>
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [3, 3, 1] : tensor<3x3xi64> into tensor<3x3x1xi64>
  return %f : tensor<3x3xi64>
}
