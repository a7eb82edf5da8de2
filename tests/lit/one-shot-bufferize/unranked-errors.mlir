// Unranked tensors anywhere else (loops, linalg, inserts...) are rejected
// with a located error naming the op (ferrobuf only).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null

func.func @unranked_iter_arg(%u: tensor<*xf32>, %n: index) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{ferrobuf-one-shot-bufferize: unranked tensors are not supported by 'scf.for' (only by tensor.cast, tensor.dim, tensor.rank and function boundaries)}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %u) -> (tensor<*xf32>) {
    scf.yield %a : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
