// A collapse_shape out of place whose strided source has no collapsed view:
// the source is copied to an identity layout and collapsed there. That
// copy is already a buffer of the result's own, so the out-of-place
// decision needs no second buffer and copy (there were two, as upstream
// makes; fuzzer seed 14062 @t4). An expand_shape of a strided buffer is
// a strided view: out of place, it is copied once (unchanged).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @collapse_out_of_place(
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   memref.copy %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[C:.*]] = memref.collapse_shape %[[A]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return %[[C]],
func.func @collapse_out_of_place(%t: tensor<2x?xi64>, %e: i64) -> (tensor<?xi64>, tensor<2x?xi64>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xi64> into tensor<?xi64>
  %f = linalg.fill ins(%e : i64) outs(%t : tensor<2x?xi64>) -> tensor<2x?xi64>
  return %c, %f : tensor<?xi64>, tensor<2x?xi64>
}

// -----

// CHECK-LABEL: func.func @expand_out_of_place(
//       CHECK:   memref.expand_shape
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @expand_out_of_place(%t: tensor<?xi64>, %e: i64, %n: index) -> (tensor<?x2xi64>, tensor<?xi64>) {
  %c = tensor.expand_shape %t [[0, 1]] output_shape [%n, 2] : tensor<?xi64> into tensor<?x2xi64>
  %f = linalg.fill ins(%e : i64) outs(%t : tensor<?xi64>) -> tensor<?xi64>
  return %c, %f : tensor<?x2xi64>, tensor<?xi64>
}
