// Ops a partial pass cannot convert are located errors, never a crash or
// wrong IR.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-tensor-bufferize))' %s -split-input-file -verify-diagnostics

func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error @below {{ferrobuf-tensor-bufferize: 'tensor.bitcast' on tensors is not supported by the legacy bufferization}}
  %r = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
