// The summarizing example of bufferization-on-mlir-legacy.md in MLIR 22
// syntax: tuples decomposed at function boundaries, tensor results
// appended as out-parameters (AppendToArgumentList), the callee copying
// into it and the caller allocating it. The spec's pack/unpack ops
// (test.make_tuple / test.get_tuple_element) are read through, so none is
// left; with the default kind (keep) the buffers are returned.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize{result-kind=append tuple-ops=test},func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s --check-prefix=APPEND
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize,func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s --check-prefix=KEEP

func.func @callee(%arg0: tuple<tensor<5xf32>, i1>) -> tuple<tensor<5xf32>, i1> {
  return %arg0 : tuple<tensor<5xf32>, i1>
}

func.func @caller(%arg0: tuple<tensor<5xf32>, i1>) -> tuple<tensor<5xf32>, i1> {
  %x = call @callee(%arg0) : (tuple<tensor<5xf32>, i1>) -> tuple<tensor<5xf32>, i1>
  return %x : tuple<tensor<5xf32>, i1>
}

// APPEND-LABEL: func.func @callee(
// APPEND-SAME:      %[[A0:.*]]: memref<5xf32>, %[[A1:.*]]: i1, %[[OUT:.*]]: memref<5xf32>) -> i1 {
// APPEND-NEXT:    memref.copy %[[A0]], %[[OUT]] : memref<5xf32> to memref<5xf32>
// APPEND-NEXT:    return %[[A1]] : i1
// APPEND-LABEL: func.func @caller(
// APPEND-SAME:      %[[A0:.*]]: memref<5xf32>, %[[A1:.*]]: i1, %[[OUT:.*]]: memref<5xf32>) -> i1 {
// APPEND-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<5xf32>
// APPEND-NEXT:    %[[R:.*]] = call @callee(%[[A0]], %[[A1]], %[[ALLOC]]) : (memref<5xf32>, i1, memref<5xf32>) -> i1
// APPEND-NEXT:    memref.copy %[[ALLOC]], %[[OUT]] : memref<5xf32> to memref<5xf32>
// APPEND-NEXT:    return %[[R]] : i1
// APPEND-NOT:   test.
// APPEND-NOT:   bufferization.

// KEEP-LABEL: func.func @callee(
// KEEP-SAME:      %[[A0:.*]]: memref<5xf32>, %[[A1:.*]]: i1) -> (memref<5xf32>, i1) {
// KEEP-NEXT:    return %[[A0]], %[[A1]] : memref<5xf32>, i1
// KEEP-LABEL: func.func @caller(
// KEEP-SAME:      %[[A0:.*]]: memref<5xf32>, %[[A1:.*]]: i1) -> (memref<5xf32>, i1) {
// KEEP-NEXT:    %[[R:.*]]:2 = call @callee(%[[A0]], %[[A1]]) : (memref<5xf32>, i1) -> (memref<5xf32>, i1)
// KEEP-NEXT:    return %[[R]]#0, %[[R]]#1 : memref<5xf32>, i1
