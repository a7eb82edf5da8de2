// bufferization.dealloc_tensor neither reads nor writes its operand (in
// place, no alias) and becomes memref.dealloc of its buffer. Freeing a
// buffer that is used afterwards, or that the function does not own, is
// the caller's responsibility (as upstream). Every check line holds for
// both passes.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=REWRITE

// ANALYSIS-LABEL: func @fill_read_free(
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: bufferization.dealloc_tensor {{.*}}{__inplace_operands_attr__ = ["true"]}
// REWRITE-LABEL: func @fill_read_free(
// REWRITE: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// REWRITE: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<4xf32>)
// REWRITE: %[[X:.*]] = memref.load %[[A]]{{([^[:alnum:]_]|$)}}
// REWRITE: memref.dealloc %[[A]] : memref<4xf32>
// REWRITE: return %[[X]]{{([^[:alnum:]_]|$)}}
func.func @fill_read_free(%f: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  bufferization.dealloc_tensor %0 : tensor<4xf32>
  return %x : f32
}

// -----

// An argument only freed is neither read nor written.
// ANALYSIS-LABEL: func @free_arg(
// ANALYSIS-SAME: tensor<4xf32> {bufferization.access = "none"}
// ANALYSIS: bufferization.dealloc_tensor {{.*}}{__inplace_operands_attr__ = ["true"]}
// REWRITE-LABEL: func @free_arg(
// REWRITE-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>
// REWRITE-NEXT: memref.dealloc %[[T]] : memref<4xf32, strided<[?], offset: ?>>
func.func @free_arg(%t: tensor<4xf32>) {
  bufferization.dealloc_tensor %t : tensor<4xf32>
  return
}
