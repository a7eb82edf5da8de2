// BufferizeReturnOpConverter and BufferizeCallOpConverter of
// bufferization-on-mlir-legacy.md: with out-parameters, a return copies
// its tensor operand into the out-parameter and keeps the rest; a call
// allocates the out-parameter and its users read that buffer.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize{result-kind=append},func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s

// CHECK-LABEL: func.func @on_buffers(
// CHECK-SAME:      %[[A0:.*]]: memref<5xf32>, %[[A1:.*]]: i1, %[[OUT:.*]]: memref<5xf32>) -> i1 {
// CHECK-NEXT:    memref.copy %[[A0]], %[[OUT]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return %[[A1]] : i1
func.func @on_buffers(%arg0: tensor<5xf32>, %arg1: i1) -> (tensor<5xf32>, i1) {
  return %arg0, %arg1 : tensor<5xf32>, i1
}

// CHECK-LABEL: func.func @callee(
// CHECK-SAME:      %[[A0:.*]]: memref<5xf32>, %[[OUT:.*]]: memref<5xf32>) {
// CHECK-NEXT:    memref.copy %[[A0]], %[[OUT]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return
func.func @callee(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  return %arg0 : tensor<5xf32>
}

// CHECK-LABEL: func.func @caller(
// CHECK-SAME:      %[[A0:.*]]: memref<5xf32>, %[[OUT:.*]]: memref<5xf32>) {
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<5xf32>
// CHECK-NEXT:    call @callee(%[[A0]], %[[ALLOC]]) : (memref<5xf32>, memref<5xf32>) -> ()
// CHECK-NEXT:    memref.copy %[[ALLOC]], %[[OUT]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return
func.func @caller(%arg0: tensor<5xf32>) -> tensor<5xf32> {
  %x = call @callee(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
  return %x : tensor<5xf32>
}

// A dynamically shaped result stays a result (a caller cannot allocate
// it before the call), even under result-kind=append.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:      %[[A0:.*]]: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:    return %[[A0]] : memref<?xf32>
func.func @dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  return %arg0 : tensor<?xf32>
}
