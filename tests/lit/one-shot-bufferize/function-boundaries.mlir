// One-Shot Module Bufferize analysis (bufferize-function-boundaries):
// function arguments are writable unless marked bufferization.writable =
// false, every tensor argument gets bufferization.access = "none" | "read" |
// "write" | "read-write" (how the function body uses its buffer, given the
// in-place decisions), and each func.return gets __equivalent_func_args__
// (for each operand, the index of the argument whose buffer it is, or -1)
// when at least one returned tensor is equivalent to an argument. Callees
// are analyzed before callers: a func.call operand is read/written if the
// callee's argument is, and a call result equivalent to a callee argument
// aliases the call operand. External functions are assumed to read and
// write their arguments.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// bufferization.writable = false: the argument's buffer must not be
// written, the insert goes out of place; the attribute is kept and the
// access is "read" (the copy reads it).
// CHECK-LABEL: func @not_writable(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read", bufferization.writable = false}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @not_writable(%t: tensor<8xf32> {bufferization.writable = false}, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A non-writable argument that is only read: nothing to copy.
// CHECK-LABEL: func @not_writable_read_only(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read", bufferization.writable = false}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @not_writable_read_only(%t: tensor<8xf32> {bufferization.writable = false}, %i: index) -> f32 {
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r : f32
}

// -----

// A non-writable argument and a matching slice pair: the extract_slice
// goes out of place (the fill would write the argument) and so does the
// insert_slice's dest (see README: unnecessary copies).
// CHECK-LABEL: func @not_writable_slice_write(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read", bufferization.writable = false}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @not_writable_slice_write(%t: tensor<16xf32> {bufferization.writable = false}, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// @callee_writes writes its argument in place and returns it (equivalent
// to argument 0). In @caller_no_read_after the call operand is in place:
// the callee writes the caller's buffer. In @caller_read_after, %t is read
// after the call, which writes it: the call operand goes out of place (the
// callee gets a copy).
// CHECK-LABEL: func @callee_writes(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @callee_writes(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func @caller_no_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @caller_no_read_after(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = call @callee_writes(%t, %i, %f) : (tensor<8xf32>, index, f32) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func @caller_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["false", "none", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @caller_read_after(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = call @callee_writes(%t, %i, %f) : (tensor<8xf32>, index, f32) -> tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// The callee only reads its argument: the call is a read of %t that
// happens before the insert, so the insert is in place.
// CHECK-LABEL: func @callee_reads(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @callee_reads(%t: tensor<8xf32>, %i: index) -> f32 {
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r : f32
}
// CHECK-LABEL: func @caller_of_reader(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @caller_of_reader(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %r = call @callee_reads(%t, %i) : (tensor<8xf32>, index) -> f32
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// The callee returns its argument unchanged (equivalent result, access
// "read"), so the call result aliases %t. Writing the call result would
// clobber %t, which is read afterwards. Bottom-up decides the insert first
// (in place, the call result is not yet known to alias %t), then the call
// operand goes out of place: the call operand bufferizes to a copy.
// CHECK-LABEL: func @callee_returns_arg(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @callee_returns_arg(%t: tensor<8xf32>) -> tensor<8xf32> {
  return %t : tensor<8xf32>
}
// CHECK-LABEL: func @caller_writes_equivalent_result(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @caller_writes_equivalent_result(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = call @callee_returns_arg(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %1, %r : tensor<8xf32>, f32
}

// -----

// The callee returns a new tensor (no equivalent argument, so no
// __equivalent_func_args__); the call result is a fresh buffer that the
// caller writes in place. A call without tensor operands is not annotated.
// CHECK-LABEL: func @callee_new_tensor(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @callee_new_tensor(%f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func @caller_of_new_tensor(
// CHECK: call{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @caller_of_new_tensor(%f: f32, %i: index) -> tensor<8xf32> {
  %0 = call @callee_new_tensor(%f) : (f32) -> tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// The callee only writes its argument ("write"); the caller reads %t after
// the call: the call operand goes out of place (a new buffer, but no copy
// is needed since the callee does not read it).
// CHECK-LABEL: func @callee_fill(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @callee_fill(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func @caller_reads_after_write_only_callee(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @caller_reads_after_write_only_callee(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %0 = call @callee_fill(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// A call inside a loop on the iter_arg: the callee's result is equivalent
// to its argument, so the yield is equivalent to the iter_arg and
// everything is in place.
// CHECK-LABEL: func @callee_writes(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @callee_writes(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}
// CHECK-LABEL: func @call_in_loop(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: func.call {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @call_in_loop(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = func.call @callee_writes(%a, %iv, %f) : (tensor<8xf32>, index, f32) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// An external function (no body) is assumed to read and write its
// arguments (its declaration is annotated "read-write"): the call operand
// goes out of place since %t is read after the call.
// CHECK-LABEL: func private @external(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
func.func private @external(%t: tensor<8xf32>) -> tensor<8xf32>
// CHECK-LABEL: func @call_external(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @call_external(%t: tensor<8xf32>, %i: index) -> (tensor<8xf32>, f32) {
  %0 = call @external(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// Returning the same argument twice: both results equivalent to arg 0.
// CHECK-LABEL: func @return_arg_twice(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]}
func.func @return_arg_twice(%t: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  return %t, %t : tensor<8xf32>, tensor<8xf32>
}

// -----

// Returning the arguments swapped: result 0 is arg 1, result 1 is arg 0.
// CHECK-LABEL: func @swap_args(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: return {__equivalent_func_args__ = [1, 0], __inplace_operands_attr__ = ["true", "true"]}
func.func @swap_args(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  return %b, %a : tensor<8xf32>, tensor<8xf32>
}

// -----

// An argument that is only overwritten (fill does not read): access
// "write".
// CHECK-LABEL: func @arg_write_only(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @arg_write_only(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An unused argument: access "none". Returning an argument counts as a
// read of it.
// CHECK-LABEL: func @arg_unused(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "none"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]}
func.func @arg_unused(%t: tensor<8xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  return %u : tensor<8xf32>
}

// -----

// Returning a block argument from a function with several blocks: every
// return is annotated.
// CHECK-LABEL: func @multi_block_return(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @multi_block_return(%t: tensor<8xf32>, %c: i1) -> tensor<8xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %t : tensor<8xf32>
^bb2:
  return %t : tensor<8xf32>
}

// -----

// A recursive function: upstream analyzes functions of a call graph cycle
// without function-boundary information; its arguments get no
// bufferization.access annotation and its return no
// __equivalent_func_args__. The recursive call is in place.
// CHECK-LABEL: func @recursive(
// CHECK-SAME: %{{[a-z0-9]+}}: tensor<8xf32>, %
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: call {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @recursive(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = call @recursive(%0, %i, %f) : (tensor<8xf32>, index, f32) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
