// One-Shot Analysis across region control flow: scf.if, scf.execute_region,
// scf.index_switch and scf.while. A value yielded from a region aliases the
// op's result. Ops in mutually exclusive regions (then/else, switch cases)
// never conflict with each other: only one of them executes. In scf.while,
// the "before" and "after" regions run repeatedly.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// Write in one branch, pass-through in the other: in place, the scf.if
// result is equivalent to the argument.
// CHECK-LABEL: func @if_write_in_one_branch(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @if_write_in_one_branch(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.if %c -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// The write (then-branch) and the read (else-branch) are in mutually
// exclusive regions: no conflict, all in place.
// CHECK-LABEL: func @if_write_then_read_other_branch(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @if_write_then_read_other_branch(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0, %r = scf.if %c -> (tensor<8xf32>, f32) {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1, %f : tensor<8xf32>, f32
  } else {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    scf.yield %t, %x : tensor<8xf32>, f32
  }
  return %0, %r : tensor<8xf32>, f32
}

// -----

// Both branches write the same argument: the writes are mutually
// exclusive, both in place.
// CHECK-LABEL: func @if_write_both_branches(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @if_write_both_branches(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32, %g: f32) -> tensor<8xf32> {
  %0 = scf.if %c -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  } else {
    %2 = tensor.insert %g into %t[%i] : tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// %t is read after the scf.if, whose then-branch writes it: the insert goes
// out of place.
// CHECK-LABEL: func @if_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @if_read_after(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.if %c -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// The scf.if result may be %t or %u; it is written afterwards and %u is
// read after that: the write goes out of place (the yields stay in place).
// %t is only read since the write is out of place.
// CHECK-LABEL: func @if_result_may_alias_read_value(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @if_result_may_alias_read_value(%t: tensor<8xf32>, %u: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.if %c -> (tensor<8xf32>) {
    scf.yield %t : tensor<8xf32>
  } else {
    scf.yield %u : tensor<8xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  %r = tensor.extract %u[%i] : tensor<8xf32>
  return %1, %r : tensor<8xf32>, f32
}

// -----

// The scf.if result is %t or a new tensor; writing it would clobber %t,
// which is read afterwards: the insert goes out of place.
// CHECK-LABEL: func @if_result_written_then_read_input(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @if_result_written_then_read_input(%t: tensor<8xf32>, %c: i1, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.if %c -> (tensor<8xf32>) {
    scf.yield %t : tensor<8xf32>
  } else {
    %e = tensor.empty() : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %1, %r : tensor<8xf32>, f32
}

// -----

// scf.execute_region: the region runs once; in place.
// CHECK-LABEL: func @execute_region(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @execute_region(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.execute_region -> tensor<8xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// scf.execute_region writing a value read after it: out of place.
// CHECK-LABEL: func @execute_region_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @execute_region_read_after(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.execute_region -> tensor<8xf32> {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// scf.index_switch: the cases are mutually exclusive; the writes in case 0
// and default and the read in case 1 do not conflict. All in place.
// CHECK-LABEL: func @index_switch(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: scf.index_switch{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @index_switch(%t: tensor<8xf32>, %s: index, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0, %r = scf.index_switch %s -> tensor<8xf32>, f32
  case 0 {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1, %f : tensor<8xf32>, f32
  }
  case 1 {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    scf.yield %t, %x : tensor<8xf32>, f32
  }
  default {
    %2 = tensor.insert %f into %t[%s] : tensor<8xf32>
    scf.yield %2, %f : tensor<8xf32>, f32
  }
  return %0, %r : tensor<8xf32>, f32
}

// -----

// scf.index_switch followed by a read of %t: the write in case 0 goes out
// of place.
// CHECK-LABEL: func @index_switch_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: scf.index_switch{{[^{]*$}}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @index_switch_read_after(%t: tensor<8xf32>, %s: index, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.index_switch %s -> tensor<8xf32>
  case 0 {
    %1 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  default {
    scf.yield %t : tensor<8xf32>
  }
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// scf.while whose "before" region reads the loop-carried tensor and whose
// "after" region updates it: everything in place, the init (annotated on
// the while op, "attributes {...}") too. scf.condition's operands are
// [condition, forwarded values...].
// CHECK-LABEL: func @while_inplace(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.condition{{.*}}{__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } attributes {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @while_inplace(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.while (%a = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %cond = arith.cmpf olt, %x, %f : f32
    scf.condition(%cond) %a : tensor<8xf32>
  } do {
  ^bb0(%b: tensor<8xf32>):
    %1 = tensor.insert %f into %b[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// The init of the scf.while is read after the loop: the init goes out of
// place.
// CHECK-LABEL: func @while_init_read_after(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.condition{{.*}}{__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } attributes {__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @while_init_read_after(%t: tensor<8xf32>, %i: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.while (%a = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %cond = arith.cmpf olt, %x, %f : f32
    scf.condition(%cond) %a : tensor<8xf32>
  } do {
  ^bb0(%b: tensor<8xf32>):
    %1 = tensor.insert %f into %b[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

// A tensor defined outside the scf.while is read in the "before" region and
// written in the "after" region: the "before" region of the next iteration
// runs after the write, so the insert goes out of place.
// CHECK-LABEL: func @while_write_outside_value(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: scf.yield{{[^{]*$}}
// CHECK: return{{[^{]*$}}
func.func @while_write_outside_value(%t: tensor<8xf32>, %f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %0:2 = scf.while (%k = %c0, %acc = %z) : (index, f32) -> (index, f32) {
    %x = tensor.extract %t[%k] : tensor<8xf32>
    %acc2 = arith.addf %acc, %x : f32
    %cond = arith.cmpi slt, %k, %n : index
    scf.condition(%cond) %k, %acc2 : index, f32
  } do {
  ^bb0(%k2: index, %a: f32):
    %1 = tensor.insert %f into %t[%k2] : tensor<8xf32>
    %y = tensor.extract %1[%k2] : tensor<8xf32>
    %a2 = arith.addf %a, %y : f32
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %k3, %a2 : index, f32
  }
  return %0#1 : f32
}
