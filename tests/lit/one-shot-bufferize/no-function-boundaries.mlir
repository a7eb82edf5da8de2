// One-Shot Analysis without bufferize-function-boundaries: function
// arguments are read-only (they become bufferization.to_buffer ops of
// unknown buffers), arguments are not annotated and returns get no
// __equivalent_func_args__. func.call and func.return are not bufferizable
// in this mode and are analyzed like unknown ops: their tensor operands are
// annotated "false" unless the value is writable (new buffers), and their
// tensor results are not writable.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only})' -split-input-file %s | FileCheck %s

// Writing an argument: not writable, out of place. The argument carries no
// bufferization.access.
// CHECK-LABEL: func @insert_into_arg(
// CHECK-SAME: %{{[a-z0-9]+}}: tensor<8xf32>, %
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @insert_into_arg(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Reading an argument is fine.
// CHECK-LABEL: func @read_arg(
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @read_arg(%t: tensor<8xf32>, %i: index) -> f32 {
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r : f32
}

// -----

// One copy, then in place: the first insert copies the argument, the second
// writes the copy.
// CHECK-LABEL: func @copy_once_then_inplace(
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @copy_once_then_inplace(%t: tensor<8xf32>, %i: index, %j: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%j] : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// A matching slice pair on a read-only argument: the extract_slice goes
// out of place (the fill must not write the argument) and so does the
// insert_slice's dest (see README: unnecessary copies).
// CHECK-LABEL: func @matching_pair_on_arg(
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @matching_pair_on_arg(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[4][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// A loop over a read-only argument: the init goes out of place, the body
// is in place in the copy.
// CHECK-LABEL: func @loop_on_arg(
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @loop_on_arg(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// Filling a read-only argument: out of place (a new buffer).
// CHECK-LABEL: func @fill_arg(
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @fill_arg(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Returning an argument: func.return is an unknown op here (assumed to read
// and write its operand), and the argument is not writable: "false". The
// bufferized IR has no copy (func.return is not bufferized).
// CHECK-LABEL: func @return_arg(
// CHECK: return {__inplace_operands_attr__ = ["false"]}
func.func @return_arg(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}

// -----

// The scf.if result may be the read-only argument: writing it goes out of
// place.
// CHECK-LABEL: func @if_on_arg(
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @if_on_arg(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.if %c -> (tensor<8xf32>) {
    scf.yield %t : tensor<8xf32>
  } else {
    %e = tensor.empty() : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// func.call is analyzed like an unknown op: its operand (a new, writable
// buffer) is still annotated "false", the callee's return "false", and the
// call result is not writable, so the insert into it goes out of place.
// CHECK-LABEL: func @callee(
// CHECK: return {__inplace_operands_attr__ = ["false"]}
func.func @callee(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
// CHECK-LABEL: func @caller(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @caller(%i: index, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = call @callee(%e) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  return %1 : tensor<8xf32>
}
