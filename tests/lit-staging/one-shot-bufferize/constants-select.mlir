// One-Shot Analysis of arith.constant (bufferizes to a read-only global
// memref: never written in place) and arith.select (its result aliases both
// tensor operands; annotated [condition, true value, false value]).
// arith.constant has no operand and is not annotated.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// Writing a constant: not writable, out of place.
// CHECK-LABEL: func @constant_write(
// CHECK: arith.constant{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @constant_write(%i: index, %f: f32) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.insert %f into %c[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Splat constant written and then read through the result: out of place
// (non-writable), the extract is in place.
// CHECK-LABEL: func @splat_constant_write(
// CHECK: arith.constant{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @splat_constant_write(%i: index, %f: f32) -> f32 {
  %c = arith.constant dense<0.0> : tensor<8xf32>
  %0 = tensor.insert %f into %c[%i] : tensor<8xf32>
  %r = tensor.extract %0[%i] : tensor<8xf32>
  return %r : f32
}

// -----

// Only reading a constant is fine.
// CHECK-LABEL: func @constant_read_only(
// CHECK: arith.constant{{[^{]*$}}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @constant_read_only(%i: index) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = tensor.extract %c[%i] : tensor<4xf32>
  return %r : f32
}

// -----

// A constant as a matmul input is only read: in place.
// CHECK-LABEL: func @constant_as_matmul_input(
// CHECK-SAME: tensor<4x4xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<4x4xf32> {bufferization.access = "read-write"}
// CHECK: arith.constant{{[^{]*$}}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]}
func.func @constant_as_matmul_input(%b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %a = arith.constant dense<1.0> : tensor<4x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Returning a constant: the return reads it, nothing writes it.
// CHECK-LABEL: func @return_constant(
// CHECK: arith.constant{{[^{]*$}}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @return_constant() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// The select result may be %t or %u; writing it in place writes one of the
// arguments. Nothing reads them afterwards: all in place, both arguments
// "read-write". The return is not equivalent to either argument.
// CHECK-LABEL: func @select_write(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: arith.select {{.*}}{__inplace_operands_attr__ = ["none", "true", "true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @select_write(%c: i1, %t: tensor<8xf32>, %u: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %s = arith.select %c, %t, %u : tensor<8xf32>
  %0 = tensor.insert %f into %s[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// %u is read after the select result was written. Bottom-up decides the
// insert first (in place), then the select's operands: %t in place, %u out
// of place (a copy of %u is selected instead of %u itself).
// CHECK-LABEL: func @select_write_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: arith.select {{.*}}{__inplace_operands_attr__ = ["none", "true", "false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @select_write_read_after(%c: i1, %t: tensor<8xf32>, %u: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %s = arith.select %c, %t, %u : tensor<8xf32>
  %0 = tensor.insert %f into %s[%i] : tensor<8xf32>
  %r = tensor.extract %u[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// Select between an argument and a constant, then write: the constant
// operand of the select goes out of place (the constant must not be
// written through the select result), the insert is in place.
// CHECK-LABEL: func @select_with_constant(
// CHECK-SAME: tensor<4xf32> {bufferization.access = "read-write"}
// CHECK: arith.constant{{[^{]*$}}
// CHECK: arith.select {{.*}}{__inplace_operands_attr__ = ["none", "true", "false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @select_with_constant(%c: i1, %t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %k = arith.constant dense<0.0> : tensor<4xf32>
  %s = arith.select %c, %t, %k : tensor<4xf32>
  %0 = tensor.insert %f into %s[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
