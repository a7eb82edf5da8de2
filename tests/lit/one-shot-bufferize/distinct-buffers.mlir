// Rule 6 of the conflict rules (analysis/rules.rs): a write and a read's
// definition in one alias set, joined only because a region result may be
// either (an scf.if yielding one or the other), live in different buffers
// when each side's buffers are created at different places: no conflict.
// The fuzzer's seed 13622 @t8: two `outs` of one constant (each a copy of
// its own), an insert into one result, the other result read after it.
// Upstream copies in the first two functions; ferrobuf writes in place in
// them. Checked under both heuristics (bottom-up decides the insert
// before the generic's operands; it is the default).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' %s | FileCheck %s --check-prefixes=CHECK,TD
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=bottom-up})' %s | FileCheck %s --check-prefixes=CHECK,BU
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s --check-prefix=UPSTREAM

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @two_outs_of_constant(
//       CHECK:   linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "false", "false"]
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// UPSTREAM-LABEL: func.func @two_outs_of_constant(
//       UPSTREAM:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @two_outs_of_constant(%c: i1, %v: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %a, %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%cst : tensor<4xf32>) outs(%cst, %cst : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%i: f32, %o1: f32, %o2: f32):
    linalg.yield %o1, %o1 : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  %m = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  %y = tensor.extract %m[%c1] : tensor<4xf32>
  %i = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %x = tensor.extract %b[%c0] : tensor<4xf32>
  %z = tensor.extract %i[%c0] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}

// Two arguments are two buffers (a caller passing one buffer to both,
// one of them written, passes a copy).
// CHECK-LABEL: func.func @two_args_one_set(
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// UPSTREAM-LABEL: func.func @two_args_one_set(
//       UPSTREAM:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @two_args_one_set(%c: i1, %p: tensor<4xf32>, %q: tensor<4xf32>, %v: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = scf.if %c -> tensor<4xf32> {
    scf.yield %p : tensor<4xf32>
  } else {
    scf.yield %q : tensor<4xf32>
  }
  %y = tensor.extract %m[%c1] : tensor<4xf32>
  %i = tensor.insert %v into %p[%c0] : tensor<4xf32>
  %x = tensor.extract %q[%c0] : tensor<4xf32>
  %z = tensor.extract %i[%c0] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}

// The read is of the region result, which may be the written buffer: a
// conflict.
// CHECK-LABEL: func.func @read_of_either_after(
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
func.func @read_of_either_after(%c: i1, %p: tensor<4xf32>, %q: tensor<4xf32>, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %m = scf.if %c -> tensor<4xf32> {
    scf.yield %p : tensor<4xf32>
  } else {
    scf.yield %q : tensor<4xf32>
  }
  %i = tensor.insert %v into %p[%c0] : tensor<4xf32>
  %y = tensor.extract %m[%c0] : tensor<4xf32>
  %z = tensor.extract %i[%c0] : tensor<4xf32>
  return %y, %z : f32, f32
}

// The read's definition is a slice viewing the written argument (the
// view in place): the same buffer, a conflict (top-down sends the insert
// out of place, bottom-up the slice).
// CHECK-LABEL: func.func @slice_of_written_arg(
//       TD:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"]
//       TD:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
//       BU:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"]
//       BU:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
func.func @slice_of_written_arg(%c: i1, %p: tensor<4xf32>, %q: tensor<2xf32>, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %p[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %m = scf.if %c -> tensor<2xf32> {
    scf.yield %s : tensor<2xf32>
  } else {
    scf.yield %q : tensor<2xf32>
  }
  %i = tensor.insert %v into %p[%c0] : tensor<4xf32>
  %y = tensor.extract %s[%c0] : tensor<2xf32>
  %z = tensor.extract %i[%c0] : tensor<4xf32>
  return %y, %z : f32, f32
}
