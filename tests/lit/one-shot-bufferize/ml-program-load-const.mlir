// `ml_program.global_load_const` of a tensor global: the global's buffer,
// read-only, like `global_load` of a global nothing stores (OURS).
// Upstream has no model for it ("op was not bufferized", UPSTREAM).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=OURS
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// OURS: memref.global "private" constant @c : memref<4xf32> = dense<5.000000e+00>
// OURS-LABEL: func @load_const_write(
// OURS: %[[G:.*]] = memref.get_global @c : memref<4xf32>
// OURS: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// OURS: memref.copy %[[G]], %[[A]]{{([^[:alnum:]_]|$)}}
// OURS: memref.store %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
// OURS: memref.load %[[G]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: error: op was not bufferized
ml_program.global private @c(dense<5.0> : tensor<4xf32>) : tensor<4xf32>

func.func @load_const_write(%f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0 = ml_program.global_load_const @c : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  return %1, %x : tensor<4xf32>, f32
}
