// One-Shot Analysis at the tensor/memref boundary:
// bufferization.to_tensor (only with `restrict`: the memref is not
// reachable otherwise; writable only with `writable`),
// bufferization.materialize_in_destination (its source must bufferize into
// the destination: into a memref, or in place into a tensor),
// bufferization.to_buffer and bufferization.alloc_tensor. to_tensor has no
// tensor operand and is not annotated.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// to_tensor restrict without `writable`: the buffer is read-only, the insert
// goes out of place.
// CHECK-LABEL: func @to_tensor_not_writable(
// CHECK: bufferization.to_tensor{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @to_tensor_not_writable(%m: memref<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %t = bufferization.to_tensor %m restrict : memref<8xf32> to tensor<8xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// to_tensor restrict writable: the insert is in place in %m.
// CHECK-LABEL: func @to_tensor_writable(
// CHECK: bufferization.to_tensor{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @to_tensor_writable(%m: memref<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Writable, but read after the write: RaW conflict, out of place.
// CHECK-LABEL: func @to_tensor_writable_read_after(
// CHECK: bufferization.to_tensor{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @to_tensor_writable_read_after(%m: memref<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// The spec's running example with linalg.matmul: inputs from read-only
// to_tensor ops, the result is materialized in the output memref %c. The
// materialize_in_destination source is in place (its destination operand,
// a memref, is "none"); fill and matmul are in place in the new buffer of
// tensor.empty (copied into %c by materialize_in_destination).
// CHECK-LABEL: func @materialize_into_buffer(
// CHECK: bufferization.to_tensor{{[^{]*$}}
// CHECK: bufferization.to_tensor{{[^{]*$}}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: bufferization.materialize_in_destination {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @materialize_into_buffer(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  %at = bufferization.to_tensor %a restrict : memref<4x8xf32> to tensor<4x8xf32>
  %bt = bufferization.to_tensor %b restrict : memref<8x4xf32> to tensor<8x4xf32>
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%at, %bt : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  bufferization.materialize_in_destination %0 in restrict writable %c : (tensor<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

// materialize_in_destination into a tensor: both operands in place, the
// result is the argument's buffer ("write": the argument is overwritten,
// not read).
// CHECK-LABEL: func @materialize_into_tensor(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: bufferization.materialize_in_destination {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @materialize_into_tensor(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = bufferization.materialize_in_destination %0 in %t : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// Read from and materialize into the same memref (to_tensor restrict
// writable of %m, materialize in %m without restrict): the insert is in
// place, so the materialization is a copy of %m into itself.
// CHECK-LABEL: func @materialize_same_buffer(
// CHECK: bufferization.to_tensor{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: bufferization.materialize_in_destination {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @materialize_same_buffer(%m: memref<8xf32>, %i: index, %f: f32) {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  bufferization.materialize_in_destination %0 in writable %m : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

// -----

// to_buffer read_only reads %t at its position; the insert after it is
// in place (upstream does not consider later accesses through the returned
// memref).
// CHECK-LABEL: func @to_buffer_read_only(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: bufferization.to_buffer {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @to_buffer_read_only(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, memref<8xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<8xf32> to memref<8xf32>
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0, %m : tensor<8xf32>, memref<8xf32>
}

// -----

// to_buffer (without read_only) after the insert reads %t (and may write
// it): the insert goes out of place; to_buffer's operand is in place.
// CHECK-LABEL: func @to_buffer_after_write(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: bufferization.to_buffer {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @to_buffer_after_write(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, memref<8xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %m = bufferization.to_buffer %t : tensor<8xf32> to memref<8xf32>
  return %0, %m : tensor<8xf32>, memref<8xf32>
}

// -----

// alloc_tensor copy(%t) is an explicit new buffer initialized from %t (its
// copy operand only read): the insert into it is in place and %t is only
// read.
// CHECK-LABEL: func @alloc_tensor_copy(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: bufferization.alloc_tensor{{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @alloc_tensor_copy(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<8xf32>
  %0 = tensor.insert %f into %a[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}
