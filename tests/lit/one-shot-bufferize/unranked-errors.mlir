// A copy of an unranked tensor cannot be made: its rank, hence the type of
// a new buffer, is only known at run time. When the analysis decides such
// a copy is needed, the pass fails with a located error at the op needing
// it (upstream fails on these inputs too, with "cannot avoid RaW
// conflict" or "Yield operand #0 is not equivalent to the corresponding
// iter bbArg").
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: 'scf.for' op not bufferizable under the given constraints: cannot avoid RaW conflict
// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg

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

// -----

// Swapping two unranked iter_args: each would be passed on as a copy
// (the inits need none: nothing writes them, and an unranked position is
// never copied back into).
func.func @unranked_swap(%n: index, %a: tensor<*xf32>, %b: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<*xf32>, tensor<*xf32>) {
    // expected-error @+1 {{a copy of a value of unranked type tensor<*xf32> would be needed here}}
    scf.yield %y, %x : tensor<*xf32>, tensor<*xf32>
  }
  return %r#0, %r#1 : tensor<*xf32>, tensor<*xf32>
}
