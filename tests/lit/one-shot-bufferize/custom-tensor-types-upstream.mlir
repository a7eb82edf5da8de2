// Tensor-like types of other dialects (see custom-tensor-types.mlir, where
// ferrobuf rejects these inputs). test-analysis-only annotates nothing on
// them, in both passes (ANALYSIS). Upstream bufferizes the test dialect's
// own ops and function boundaries with these types (UPSTREAM); it hangs
// on an scf.if yielding them (not tested).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' %s -split-input-file | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' %s -split-input-file | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// ANALYSIS-LABEL: func @custom_arg(
// ANALYSIS-SAME: %{{.*}}: !test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32> {
// ANALYSIS-NEXT: "test.dummy_tensor_op"(%{{.*}}) : (!test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32>
// UPSTREAM-LABEL: func @custom_arg(
// UPSTREAM-SAME: %[[A:.*]]: !test.test_memref<[32], f32>) -> !test.test_memref<[32], f32> {
// UPSTREAM-NEXT: %[[R:.*]] = "test.dummy_memref_op"(%[[A]]) : (!test.test_memref<[32], f32>) -> !test.test_memref<[32], f32>
// UPSTREAM-NEXT: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @custom_arg(%t: !test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32> {
  %0 = "test.dummy_tensor_op"(%t) : (!test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32>
  return %0 : !test.test_tensor<[32], f32>
}

// -----

// Inside a function whose signature has no such type.
// UPSTREAM-LABEL: func @custom_inside(
// UPSTREAM-NEXT: %[[C:.*]] = "test.create_memref_op"() : () -> !test.test_memref<[32], f32>
// UPSTREAM-NEXT: "test.dummy_memref_op"(%[[C]])
func.func @custom_inside() {
  %0 = "test.create_tensor_op"() : () -> !test.test_tensor<[32], f32>
  %1 = "test.dummy_tensor_op"(%0) : (!test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32>
  return
}
