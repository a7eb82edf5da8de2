// One-Shot Analysis of scf.for. The loop's annotation lists its operands
// [lb, ub, step, inits...]; an init operand tied to a tensor iter_arg is
// treated as written by the loop (and read if the iter_arg is read); ferrobuf
// makes one exception, where the loop provably never writes it (OURS).
// Inside the body, op dominance only orders ops of the same iteration: a
// tensor defined outside the loop and written inside it conflicts with
// reads in the loop, because the next iteration runs after the write.
// Without allow-return-allocs-from-loops every yielded value must be
// equivalent to its iter_arg (see scf-for-return-allocs.mlir for the other
// cases).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs; OURS
// and UPSTREAM mark where ferrobuf differs on purpose.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// The canonical loop: the iter_arg is updated in place and yielded; the
// init, the loop result and the argument share one buffer.
// CHECK-LABEL: func @for_iter_arg_inplace(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @for_iter_arg_inplace(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// The init %t is read after the loop, which wrote it (the loop counts as a
// write of its init): the init goes out of place; the body stays in place
// in the copy.
// CHECK-LABEL: func @for_init_read_after_loop(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @for_init_read_after_loop(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %r = tensor.extract %t[%lb] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// The init %t is also read inside the loop, in every iteration, while the
// iter_arg aliasing it (if in place) is written: the write of iteration k
// happens before the read of iteration k+1. The init goes out of place.
// CHECK-LABEL: func @for_read_init_inside_loop(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @for_read_init_inside_loop(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0:2 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t, %acc = %f) -> (tensor<8xf32>, f32) {
    %x = tensor.extract %t[%iv] : tensor<8xf32>
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1, %x : tensor<8xf32>, f32
  }
  return %0#0, %0#1 : tensor<8xf32>, f32
}

// -----

// A tensor defined outside the loop is only read inside it; the iter_arg
// (a tensor.empty) is written: no conflict, all in place.
// CHECK-LABEL: func @for_read_outside_value_inside(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @for_read_outside_value_inside(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %e) -> (tensor<8xf32>) {
    %x = tensor.extract %t[%iv] : tensor<8xf32>
    %1 = tensor.insert %x into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// A tensor defined outside the loop is written inside it (not through an
// iter_arg). Within one iteration the read precedes the write, but the
// read of the next iteration follows it: the insert goes out of place (a
// fresh copy of %t in every iteration).
// CHECK-LABEL: func @for_write_outside_value_inside(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.yield{{[^{]*$}}
// CHECK: return{{[^{]*$}}
func.func @for_write_outside_value_inside(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> f32 {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %f) -> (f32) {
    %x = tensor.extract %t[%iv] : tensor<8xf32>
    %1 = tensor.insert %acc into %t[%iv] : tensor<8xf32>
    %y = tensor.extract %1[%iv] : tensor<8xf32>
    %s = arith.addf %x, %y : f32
    scf.yield %s : f32
  }
  return %0 : f32
}

// -----

// Read-modify-write of the iter_arg in the body (read before write in the
// same iteration, and the next iteration reads the yielded value): in
// place. The fill of the init is in place too.
// CHECK-LABEL: func @for_read_before_write_in_body(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @for_read_before_write_in_body(%lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %init) -> (tensor<8xf32>) {
    %x = tensor.extract %a[%iv] : tensor<8xf32>
    %y = arith.addf %x, %x : f32
    %1 = tensor.insert %y into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// Nested loops threading the tensor through both iter_args: all in place.
// CHECK-LABEL: func @nested_for(
// CHECK-SAME: tensor<8x8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @nested_for(%t: tensor<8x8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8x8xf32> {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8x8xf32>) {
    %1 = scf.for %j = %lb to %ub step %step iter_args(%b = %a) -> (tensor<8x8xf32>) {
      %2 = tensor.insert %f into %b[%i, %j] : tensor<8x8xf32>
      scf.yield %2 : tensor<8x8xf32>
    }
    scf.yield %1 : tensor<8x8xf32>
  }
  return %0 : tensor<8x8xf32>
}

// -----

// Tiled loop: matching extract_slice/insert_slice pair on the iter_arg.
// All in place; the dynamic offset operands are "none".
// CHECK-LABEL: func @tiled_loop(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @tiled_loop(%t: tensor<16xf32>, %lb: index, %ub: index, %f: f32) -> tensor<16xf32> {
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %lb to %ub step %c4 iter_args(%a = %t) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %a[%i][4][1] : tensor<16xf32> to tensor<4xf32>
    %1 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    %2 = tensor.insert_slice %1 into %a[%i][4][1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %2 : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}

// -----

// Two iter_args with the same init %t. The first is written (the insert),
// so its init goes out of place. The second is forwarded unchanged and
// nothing in the loop may write it: its init only reads %t, like a view,
// and stays in place (one copy; upstream counts every init as a write and
// puts both out of place: two copies).
// CHECK-LABEL: func @for_two_iter_args_same_init(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "true"]}
// OURS: } {__inplace_operands_attr__ = ["none", "none", "none", "false", "true"]}
// OURS: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]}
// UPSTREAM: } {__inplace_operands_attr__ = ["none", "none", "none", "false", "false"]}
// UPSTREAM: return {__inplace_operands_attr__ = ["true", "true"]}
func.func @for_two_iter_args_same_init(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t, %b = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1, %b : tensor<8xf32>, tensor<8xf32>
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A constant init is not writable: the init goes out of place (copy of the
// constant), the body is in place in that copy.
// CHECK-LABEL: func @for_constant_init(
// CHECK: arith.constant{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return{{[^{]*$}}
func.func @for_constant_init(%lb: index, %ub: index, %step: index, %f: f32) -> f32 {
  %c = arith.constant dense<0.0> : tensor<8xf32>
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %c) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %r = tensor.extract %0[%lb] : tensor<8xf32>
  return %r : f32
}

// -----

// An scf.if inside the loop: the iter_arg is written in one branch and
// yielded unchanged in the other; both yields are equivalent to the
// iter_arg, all in place.
// CHECK-LABEL: func @if_inside_for(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @if_inside_for(%t: tensor<8xf32>, %c: i1, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = scf.if %c -> (tensor<8xf32>) {
      %2 = tensor.insert %f into %a[%iv] : tensor<8xf32>
      scf.yield %2 : tensor<8xf32>
    } else {
      scf.yield %a : tensor<8xf32>
    }
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// A tensor defined inside the loop body is written and read inside the
// same iteration: op dominance applies (same repetitive region), in place.
// CHECK-LABEL: func @for_local_tensor(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.yield{{[^{]*$}}
// CHECK: return{{[^{]*$}}
func.func @for_local_tensor(%lb: index, %ub: index, %step: index, %f: f32) -> f32 {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%acc = %f) -> (f32) {
    %e = tensor.empty() : tensor<8xf32>
    %1 = tensor.insert %acc into %e[%iv] : tensor<8xf32>
    %x = tensor.extract %1[%iv] : tensor<8xf32>
    scf.yield %x : f32
  }
  return %0 : f32
}
