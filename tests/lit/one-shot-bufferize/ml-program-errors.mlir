// An `ml_program.global` of tensor type without an initial value has no
// memref.global form: both passes fail with upstream's error, at the
// global (upstream adds a second one, "failed to bufferize op").
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -verify-diagnostics %s -o /dev/null
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: ml-program-errors.mlir:[[# @LINE + 3]]:1: error: global op must have a value
// UPSTREAM: ml-program-errors.mlir:[[# @LINE + 2]]:1: error: failed to bufferize op
// expected-error @below {{global op must have a value}}
ml_program.global public mutable @u : tensor<4xf32>

func.func @store(%t: tensor<4xf32>) {
  ml_program.global_store @u = %t : tensor<4xf32>
  return
}
