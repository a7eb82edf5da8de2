// linalg.pack, linalg.unpack and the linalg.winograd_* transforms are
// destination-style ops on tensors only: MLIR 22 has no memref form of
// them. Like upstream, ferrobuf treats them as unknown ops: the rewrite
// fails with upstream's error at the op. (They used to be rewritten onto
// memrefs, which the verifier rejects: "requires one result".) The
// analysis and allow-unknown-ops: no-buffer-form-allowed.mlir.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file -verify-diagnostics %s -o /dev/null

func.func @pack(%t: tensor<16x8xf32>, %d: tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<16x8xf32> -> tensor<2x8x8x1xf32>
  return %r : tensor<2x8x8x1xf32>
}

// -----

func.func @unpack(%t: tensor<2x8x8x1xf32>, %d: tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<2x8x8x1xf32> -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

func.func @winograd_filter(%f: tensor<2x3x3x5xf32>, %d: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error @below {{op was not bufferized}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%d : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @winograd_input(%i: tensor<2x6x6x5xf32>, %d: tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32> {
  // expected-error @below {{op was not bufferized}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x6x6x5xf32>) outs(%d : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  return %0 : tensor<6x6x1x1x2x5xf32>
}

// -----

func.func @winograd_output(%v: tensor<6x6x1x1x2x2xf32>, %d: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  // expected-error @below {{op was not bufferized}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x1x1x2x2xf32>) outs(%d : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}
