// linalg.pack, linalg.unpack and the linalg.winograd_* transforms have no
// memref form in MLIR 22; both passes treat them as unknown ops. The
// analysis gives their operands "false" (ANALYSIS), and with
// allow-unknown-ops they stay on tensors, reading bufferization.to_tensor
// of the buffers (ALLOW). Without the option: no-buffer-form.mlir.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops})' -split-input-file %s | FileCheck %s --check-prefix=ALLOW
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops})' -split-input-file %s | FileCheck %s --check-prefix=ALLOW

// ANALYSIS-LABEL: func @pack(
// ANALYSIS: linalg.pack {{.*}}{__inplace_operands_attr__ = ["false", "false"]}
// ALLOW-LABEL: func @pack(
// ALLOW-DAG: %[[S:.*]] = bufferization.to_tensor %arg0 : memref<16x8xf32, strided<[?, ?], offset: ?>> to tensor<16x8xf32>
// ALLOW-DAG: %[[D:.*]] = bufferization.to_tensor %arg1 : memref<2x8x8x1xf32, strided<[?, ?, ?, ?], offset: ?>> to tensor<2x8x8x1xf32>
// ALLOW: linalg.pack %[[S]] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %[[D]] : tensor<16x8xf32> -> tensor<2x8x8x1xf32>
func.func @pack(%t: tensor<16x8xf32>, %d: tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32> {
  %r = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<16x8xf32> -> tensor<2x8x8x1xf32>
  return %r : tensor<2x8x8x1xf32>
}

// -----

// ANALYSIS-LABEL: func @unpack(
// ANALYSIS: linalg.unpack {{.*}}{__inplace_operands_attr__ = ["false", "false"]}
// ALLOW-LABEL: func @unpack(
// ALLOW: linalg.unpack %{{.*}} inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %{{.*}} : tensor<2x8x8x1xf32> -> tensor<16x8xf32>
func.func @unpack(%t: tensor<2x8x8x1xf32>, %d: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %r = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<2x8x8x1xf32> -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// -----

// ANALYSIS-LABEL: func @winograd_filter(
// ANALYSIS: linalg.winograd_filter_transform {{.*}}{__inplace_operands_attr__ = ["false", "false"]}
// ALLOW-LABEL: func @winograd_filter(
// ALLOW: linalg.winograd_filter_transform fmr(F_4_3) ins(%{{.*}} : tensor<2x3x3x5xf32>) outs(%{{.*}} : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
func.func @winograd_filter(%f: tensor<2x3x3x5xf32>, %d: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%d : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

// ANALYSIS-LABEL: func @winograd_input(
// ANALYSIS: linalg.winograd_input_transform {{.*}}{__inplace_operands_attr__ = ["false", "false"]}
// ALLOW-LABEL: func @winograd_input(
// ALLOW: linalg.winograd_input_transform fmr(F_4_3) ins(%{{.*}} : tensor<2x6x6x5xf32>) outs(%{{.*}} : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
func.func @winograd_input(%i: tensor<2x6x6x5xf32>, %d: tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32> {
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x6x6x5xf32>) outs(%d : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  return %0 : tensor<6x6x1x1x2x5xf32>
}

// -----

// ANALYSIS-LABEL: func @winograd_output(
// ANALYSIS: linalg.winograd_output_transform {{.*}}{__inplace_operands_attr__ = ["false", "false"]}
// ALLOW-LABEL: func @winograd_output(
// ALLOW: linalg.winograd_output_transform fmr(F_4_3) ins(%{{.*}} : tensor<6x6x1x1x2x2xf32>) outs(%{{.*}} : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
func.func @winograd_output(%v: tensor<6x6x1x1x2x2xf32>, %d: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x1x1x2x2xf32>) outs(%d : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}
