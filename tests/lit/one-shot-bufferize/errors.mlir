// Inputs that upstream's One-Shot Analysis rejects (also with
// test-analysis-only): the error is located at the offending op and the
// pass fails.
// Every expected error is what upstream MLIR 22's one-shot-bufferize emits.
// (Loops whose yield is not equivalent to the iter_arg, which upstream
// rejects, are bufferized by ferrobuf: see nonequivalent-loops.mlir.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null

// materialize_in_destination into a tensor must be in place, but %t is
// read after it: the RaW conflict cannot be avoided by a copy.
func.func @materialize_conflict(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @below {{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %1 = bufferization.materialize_in_destination %0 in %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %1, %r : tensor<8xf32>, f32
}

// -----

// materialize_in_destination into a non-writable function argument.
func.func @materialize_into_non_writable(%t: tensor<8xf32> {bufferization.writable = false}, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @below {{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer}}
  %1 = bufferization.materialize_in_destination %0 in %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// to_tensor without `restrict`: the analysis cannot know the aliases of
// the memref.
func.func @to_tensor_without_restrict(%m: memref<8xf32>, %i: index) -> f32 {
  // expected-error @below {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<8xf32> to tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r : f32
}
