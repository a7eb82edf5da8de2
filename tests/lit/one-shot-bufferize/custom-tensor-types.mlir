// Tensor-like types of other dialects (bufferization::TensorLikeType that
// is not a builtin tensor, such as the test dialect's !test.test_tensor):
// ferrobuf analyses and rewrites builtin tensors only. It used to leave
// ops on such types untouched and report success; it now fails with a
// located error at the first op (or, with function boundaries, function)
// that uses one. What test-analysis-only and upstream do with these
// inputs: custom-tensor-types-upstream.mlir.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null

// expected-error @below {{ferrobuf-one-shot-bufferize: 'func.func' uses !test.test_tensor<[32], f32>, a tensor-like type that is not a builtin tensor; only builtin tensors are bufferized}}
func.func @custom_arg(%t: !test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32> {
  %0 = "test.dummy_tensor_op"(%t) : (!test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32>
  return %0 : !test.test_tensor<[32], f32>
}

// -----

// Inside a function whose signature has no such type.
func.func @custom_inside() {
  // expected-error @below {{ferrobuf-one-shot-bufferize: 'test.create_tensor_op' uses !test.test_tensor<[32], f32>, a tensor-like type that is not a builtin tensor; only builtin tensors are bufferized}}
  %0 = "test.create_tensor_op"() : () -> !test.test_tensor<[32], f32>
  %1 = "test.dummy_tensor_op"(%0) : (!test.test_tensor<[32], f32>) -> !test.test_tensor<[32], f32>
  return
}
