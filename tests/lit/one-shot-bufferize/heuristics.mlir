// analysis-heuristic: the order in which One-Shot Analysis decides
// operands. "bottom-up" (the default) walks ops in reverse; "top-down" in
// program order; "bottom-up-from-terminators" first decides the ops whose
// results flow into region terminators (e.g. func.return), bottom-up, and
// then the rest. An operand decided earlier is more likely to stay in
// place: later decisions see earlier in-place writes and aliases as
// constraints. Cases where all heuristics agree use CHECK; otherwise BU
// (bottom-up, also the default without the option), TD (top-down) and BT
// (bottom-up-from-terminators).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,BU
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,BU
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=bottom-up})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,BU
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=bottom-up})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,BU
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,TD
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,TD
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,BT
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,BT

// Two inserts into the same %t (both results returned): the second insert
// reads its dest %t after the first one, so whichever is decided first, the
// first insert conflicts and goes out of place. Same result for all
// heuristics.
// CHECK-LABEL: func @two_writes_same_def(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]}
func.func @two_writes_same_def(%t: tensor<8xf32>, %i: index, %f: f32, %g: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %g into %t[%i] : tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Spec "RaW can be avoided by inserting copy in one of two places": the
// insert writes %0, the extract reads the alias %a afterwards. Bottom-up
// decides the insert first (in place) and copies the slice; top-down
// decides the extract_slice first (in place) and copies at the insert.
// CHECK-LABEL: func @slice_alias_read(
// CHECK: tensor.from_elements{{[^{]*$}}
//    BU: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//    TD: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//    BT: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//    BU: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
//    TD: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
//    BT: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @slice_alias_read(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %a = tensor.extract_slice %0[1][2][1] : tensor<3xf32> to tensor<2xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %a[%idx2] : tensor<2xf32>
  return %1, %r : tensor<3xf32>, f32
}

// -----

// Non-matching slice pair: either the extract_slice (bottom-up, from
// terminators) or the fill (top-down) goes out of place.
// CHECK-LABEL: func @nonmatching_pair(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
//    BU: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//    TD: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//    BT: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @nonmatching_pair(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// Two tiles filled before either is inserted (see slices.mlir): the second
// tile's write conflicts with the first insert_slice's read of %t.
// Bottom-up copies at the second extract_slice, top-down at the second
// fill.
// CHECK-LABEL: func @two_disjoint_tiles(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//    BU: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
//    TD: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//    BT: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @two_disjoint_tiles(%t: tensor<16xf32>, %f: f32, %g: f32) -> tensor<16xf32> {
  %s0 = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %s1 = tensor.extract_slice %t[8][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s0 : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%g : f32) outs(%s1 : tensor<8xf32>) -> tensor<8xf32>
  %2 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %3 = tensor.insert_slice %1 into %2[8][8][1] : tensor<8xf32> into tensor<16xf32>
  return %3 : tensor<16xf32>
}

// -----

// Two fills of one tensor.empty, both returned: the fill decided first is
// in place, the other one gets a new buffer (the second fill for bottom-up
// and bottom-up-from-terminators, where both fills flow into the return;
// the first fill for top-down).
// CHECK-LABEL: func @fill_empty_twice(
// CHECK: tensor.empty{{[^{]*$}}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "true"]}
func.func @fill_empty_twice(%f: f32, %g: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%g : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A returned fill and a side fill (only read through an extract) of the
// same argument. Bottom-up decides the side fill first (in place) and
// then the returned fill goes out of place; top-down and
// bottom-up-from-terminators decide the returned fill first (in place, the
// result is equivalent to the argument) and the side fill gets a new
// buffer.
// CHECK-LABEL: func @returned_fill_vs_side_fill(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//    BU: return {__inplace_operands_attr__ = ["true", "none"]}
//    TD: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
//    BT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @returned_fill_vs_side_fill(%t: tensor<8xf32>, %i: index, %f: f32, %g: f32) -> (tensor<8xf32>, f32) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%g : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %1[%i] : tensor<8xf32>
  return %0, %x : tensor<8xf32>, f32
}

// -----

// A returned loop result and a later side write of the loop's init. Bottom-up
// decides the side fill first (in place in %t), so the loop init goes out
// of place (a copy of %t, read by the loop). Top-down and
// bottom-up-from-terminators keep the loop in place (equivalent to the
// argument) and give the side fill a new buffer, which needs no copy.
// CHECK-LABEL: func @returned_loop_vs_side_fill(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
//    BU: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
//    TD: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
//    BT: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//    BU: return {__inplace_operands_attr__ = ["true", "none"]}
//    TD: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
//    BT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @returned_loop_vs_side_fill(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> (tensor<8xf32>, f32) {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  %2 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %2[%lb] : tensor<8xf32>
  return %0, %x : tensor<8xf32>, f32
}

// -----

// bottom-up-from-terminators differs from top-down: the side fill (read
// by the extract after the returned fill) comes first in program order.
// Top-down keeps it in place, so the returned fill must go out of place;
// bottom-up and bottom-up-from-terminators decide the returned fill first
// (in place) and the side fill goes out of place.
// CHECK-LABEL: func @side_fill_first(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BU: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//    TD: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
//    BT: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//    BU: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
//    TD: return {__inplace_operands_attr__ = ["true", "none"]}
//    BT: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @side_fill_first(%t: tensor<8xf32>, %i: index, %f: f32, %g: f32) -> (tensor<8xf32>, f32) {
  %0 = linalg.fill ins(%g : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %0[%i] : tensor<8xf32>
  return %1, %x : tensor<8xf32>, f32
}
