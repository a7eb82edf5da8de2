// A copy of an unranked tensor cannot be made: its rank, hence the type of
// a new buffer, is only known at run time. When the analysis decides such
// a copy is needed, the pass fails with a located error at the op needing
// it (upstream fails on this input too, with "cannot avoid RaW
// conflict"). (Two unranked iter_args swapped needed no copy since the
// carried buffers are permuted: loop-positions-apart.mlir.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -verify-diagnostics %s -o /dev/null
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: 'scf.for' op not bufferizable under the given constraints: cannot avoid RaW conflict

// The loop writes its unranked iter_arg (through a ranked cast) and the
// init is returned as well: the init would have to be copied.
func.func @unranked_init_written(%n: index, %a: tensor<*xf32>, %v: f32) -> (tensor<*xf32>, tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{ferrobuf-one-shot-bufferize: a copy of a value of unranked type tensor<*xf32> would be needed here, but a buffer of unknown rank cannot be allocated (cast the value to a ranked tensor type first)}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<*xf32> {
    %q = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
    %w = tensor.insert %v into %q[%c0] : tensor<4xf32>
    %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r, %a : tensor<*xf32>, tensor<*xf32>
}
