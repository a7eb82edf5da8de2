// One-Shot Analysis with ops that do not implement BufferizableOpInterface
// (allow-unknown-ops). An unknown op is not analyzed: its tensor operands
// are annotated "false" (not in place), it is conservatively assumed to
// read them, and its tensor results are not writable.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries allow-unknown-ops})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries allow-unknown-ops})' -split-input-file %s | FileCheck %s

// The unknown op's use of %t happens before the insert: the insert is in
// place.
// CHECK-LABEL: func @unknown_op_before_write(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: "test.unknown"{{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]}
func.func @unknown_op_before_write(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = "test.unknown"(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The unknown op reads %t after the insert: the insert goes out of place.
// CHECK-LABEL: func @write_then_unknown_op(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: "test.unknown"{{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "true"]}
func.func @write_then_unknown_op(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %0 = "test.unknown"(%t) : (tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The result of an unknown op is not writable: the insert into it goes out
// of place.
// CHECK-LABEL: func @unknown_result_written(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: "test.unknown"{{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @unknown_result_written(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = "test.unknown"(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// The result of an in-place insert is consumed by an unknown op: the
// insert stays in place (nothing reads %t afterwards).
// CHECK-LABEL: func @unknown_op_consumes_write(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: "test.unknown"{{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @unknown_op_consumes_write(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %0 = "test.unknown"(%1) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
