// A matching extract_slice/insert_slice pair through a call whose callee
// returns all of its argument's elements without writing them (itself, an
// extract_slice of the whole source to a dynamic shape, a collapse_shape:
// `FuncSummary::whole`): the call result is the slice's elements, so the
// slice stays in place, as upstream decides (same ANALYSIS lines; fuzzer
// seed 14382 @t18: ferrobuf had copied the slice). A callee returning part
// of its argument (elements 1..2 inserted at 0..1) does not match: the
// slice is copied, by both.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s

func.func private @id(%t: tensor<3xi64>) -> tensor<3xi64> {
  return %t : tensor<3xi64>
}
func.func private @view(%t: tensor<3xi64>) -> tensor<?xi64> {
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[0] [%c3] [1] : tensor<3xi64> to tensor<?xi64>
  return %s : tensor<?xi64>
}
func.func private @flat(%t: tensor<1x3xi64>) -> tensor<3xi64> {
  %s = tensor.collapse_shape %t [[0, 1]] : tensor<1x3xi64> into tensor<3xi64>
  return %s : tensor<3xi64>
}
func.func private @part(%t: tensor<3xi64>) -> tensor<?xi64> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[1] [%c2] [1] : tensor<3xi64> to tensor<?xi64>
  return %s : tensor<?xi64>
}

// CHECK-LABEL: func @through_identity(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
//       CHECK:   call @id({{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   tensor.parallel_insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
func.func @through_identity(%d: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<2x3xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
    %v = func.call @id(%s) : (tensor<3xi64>) -> tensor<3xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, 0] [1, 3] [1, 1] : tensor<3xi64> into tensor<2x3xi64>
    }
  }
  return %r : tensor<2x3xi64>
}

// CHECK-LABEL: func @through_whole_slice(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
//       CHECK:   tensor.parallel_insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
func.func @through_whole_slice(%d: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<2x3xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
    %v = func.call @view(%s) : (tensor<3xi64>) -> tensor<?xi64>
    %w = tensor.cast %v : tensor<?xi64> to tensor<3xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 3] [1, 1] : tensor<3xi64> into tensor<2x3xi64>
    }
  }
  return %r : tensor<2x3xi64>
}

// CHECK-LABEL: func @through_collapse(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
func.func @through_collapse(%d: tensor<2x3xi64>, %i: index) -> tensor<2x3xi64> {
  %s = tensor.extract_slice %d[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<1x3xi64>
  %v = func.call @flat(%s) : (tensor<1x3xi64>) -> tensor<3xi64>
  %r = tensor.insert_slice %v into %d[%i, 0] [1, 3] [1, 1] : tensor<3xi64> into tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

// CHECK-LABEL: func @part_shifted(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false", "none"]
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
func.func @part_shifted(%d: tensor<2x3xi64>, %i: index) -> tensor<2x3xi64> {
  %s = tensor.extract_slice %d[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
  %v = func.call @part(%s) : (tensor<3xi64>) -> tensor<?xi64>
  %w = tensor.cast %v : tensor<?xi64> to tensor<2xi64>
  %r = tensor.insert_slice %w into %d[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}
