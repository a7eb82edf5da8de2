// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize)' %s -split-input-file -verify-diagnostics

func.func private @g(tensor<4xf32>) -> tensor<4xf32>

func.func @indirect(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{ferrobuf-func-bufferize: 'func.constant' on tensors is not supported}}
  %f = func.constant @g : (tensor<4xf32>) -> tensor<4xf32>
  %r = func.call_indirect %f(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

