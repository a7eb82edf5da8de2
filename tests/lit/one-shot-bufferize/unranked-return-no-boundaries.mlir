// Without function boundaries, `func.return` counts as an op that may
// write its operands (as upstream's unknown ops): a read-only buffer
// returned is copied first. An unranked one cannot be: no buffer of
// unknown rank can be allocated. The return then reads it only, as
// upstream's output does (ferrobuf reported an error for an unranked
// cast returned; found by a differential run on upstream's test inputs).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize)' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @unranked_cast_returned(
//       CHECK:   %[[B:.*]] = bufferization.to_buffer %{{.*}} : tensor<*xi32> to memref<*xi32>
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[B]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[T]]{{([^[:alnum:]_]|$)}}
func.func @unranked_cast_returned(%t: tensor<*xi32>) -> tensor<*xi32> {
  %u = tensor.cast %t : tensor<*xi32> to tensor<*xi32>
  return %u : tensor<*xi32>
}

// -----

// Ranked: copied.
// CHECK-LABEL: func @ranked_cast_returned(
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
func.func @ranked_cast_returned(%t: tensor<4xi32>) -> tensor<?xi32> {
  %u = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  return %u : tensor<?xi32>
}
