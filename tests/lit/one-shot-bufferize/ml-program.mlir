// One-Shot Analysis of ml_program ops on tensor globals. A
// global_load's result is the global's buffer and read-only (writes into
// it go out of place, as for arith.constant; no annotation, it has no
// tensor operand). A global_store copies the stored tensor into the
// global: it reads its operand and writes no buffer of the function, so
// the operand is in place (OURS). Upstream models the store as writing
// its operand without reading it (an argument only stored is
// "write"-only), so a stored value read afterwards goes out of place and
// upstream then stores a new, uninitialised buffer (UPSTREAM lines; see
// ml-program-rewrite.mlir).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

ml_program.global private mutable @g(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>

// Load, write (out of place: the loaded buffer is read-only), store the
// written value, return it as well.
// CHECK-LABEL: func @load_insert_store(
// CHECK: ml_program.global_load @g : tensor<4xf32>{{$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// OURS: ml_program.global_store @g = %{{.*}} : tensor<4xf32> {__inplace_operands_attr__ = ["true"]}
// UPSTREAM: ml_program.global_store @g = %{{.*}} : tensor<4xf32> {__inplace_operands_attr__ = ["false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @load_insert_store(%f: f32, %i: index) -> tensor<4xf32> {
  %0 = ml_program.global_load @g : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  ml_program.global_store @g = %1 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

ml_program.global private mutable @g(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

// An argument only stored is read (upstream: written).
// CHECK-LABEL: func @store_arg(
// OURS-SAME: tensor<4xf32> {bufferization.access = "read"}
// UPSTREAM-SAME: tensor<4xf32> {bufferization.access = "write"}
// CHECK: ml_program.global_store @g = %{{.*}} : tensor<4xf32> {__inplace_operands_attr__ = ["true"]}
func.func @store_arg(%t: tensor<4xf32>) {
  ml_program.global_store @g = %t : tensor<4xf32>
  return
}

// -----

ml_program.global private mutable @g(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

// A store, then a write of the stored argument: the store read it before
// the write, both in place (upstream: the store out of place).
// CHECK-LABEL: func @store_then_write(
// CHECK-SAME: tensor<4xf32> {bufferization.access = "read-write"}
// OURS: ml_program.global_store @g = %{{.*}} : tensor<4xf32> {__inplace_operands_attr__ = ["true"]}
// UPSTREAM: ml_program.global_store @g = %{{.*}} : tensor<4xf32> {__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @store_then_write(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  ml_program.global_store @g = %t : tensor<4xf32>
  %1 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

ml_program.global private @c(dense<5.0> : tensor<4xf32>) : tensor<4xf32>

// A load of a constant global, only read: in place.
// CHECK-LABEL: func @load_read(
// CHECK: ml_program.global_load @c : tensor<4xf32>{{$}}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
func.func @load_read(%i: index) -> f32 {
  %0 = ml_program.global_load @c : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  return %x : f32
}
