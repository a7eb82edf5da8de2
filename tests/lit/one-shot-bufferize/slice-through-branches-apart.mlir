// A matching extract_slice/insert_slice pair through an scf.if or
// scf.index_switch whose regions yield the slice or a value that lives in
// no buffer the destination may live in (a new tensor, a copy modified
// out of place, another function argument): whichever region ran, the
// insertion reads its own slice of the destination or a buffer apart
// from it, so the slice stays in place. Upstream decides the same for the
// forall case (fuzzer seed 15400 @t30: ferrobuf had copied the slice, one
// buffer and one copy per iteration more than upstream). A region
// yielding an overlapping other slice of the destination reads that
// slice from a copy. (`slice-through-branches.mlir` has regions that all
// yield the slice.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefixes=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefixes=UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// ANALYSIS-LABEL: func @forall_if_back(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// UPSTREAM-LABEL: func @forall_if_back(
//       UPSTREAM:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
// CHECK-LABEL: func @forall_if_back(
//       CHECK:   scf.forall
//       CHECK:     scf.if
//       CHECK:       memref.alloc
//       CHECK:     } else {
//   CHECK-NOT:       memref.alloc
//       CHECK:     memref.copy
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @forall_if_back(%d: tensor<8xi64>, %x: i64, %c: i1) -> tensor<8xi64> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<8xi64>) {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xi64> to tensor<2xi64>
    %v = scf.if %c -> (tensor<2xi64>) {
      %n = tensor.from_elements %x, %x : tensor<2xi64>
      scf.yield %n : tensor<2xi64>
    } else {
      scf.yield %s : tensor<2xi64>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%off] [2] [1] : tensor<2xi64> into tensor<8xi64>
    }
  }
  return %r : tensor<8xi64>
}

// -----

// A switch: the slice, a fill of a new tensor, another argument.
// ANALYSIS-LABEL: func @switch_back(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @switch_back(
//       CHECK:   memref.subview
//       CHECK:   scf.index_switch
//       CHECK:   memref.alloc
//       CHECK:   linalg.fill
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @switch_back(%d: tensor<16xi64>, %other: tensor<4xi64>, %k: index, %i: index, %x: i64) -> tensor<16xi64> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
  %v = scf.index_switch %k -> tensor<4xi64>
  case 0 {
    %e = tensor.empty() : tensor<4xi64>
    %f = linalg.fill ins(%x : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  }
  case 1 {
    scf.yield %other : tensor<4xi64>
  }
  default {
    scf.yield %s : tensor<4xi64>
  }
  %r = tensor.insert_slice %v into %d[%i] [4] [1] : tensor<4xi64> into tensor<16xi64>
  return %r : tensor<16xi64>
}

// -----

// The other region yields an overlapping slice of the destination: that
// slice is read from a copy (its old contents would be overwritten by the
// insertion), the matching one stays a view (upstream copies both).
// ANALYSIS-LABEL: func @if_overlapping_back(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// UPSTREAM-LABEL: func @if_overlapping_back(
//       UPSTREAM:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       UPSTREAM:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
// CHECK-LABEL: func @if_overlapping_back(
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @if_overlapping_back(%d: tensor<16xi64>, %c: i1, %i: index) -> tensor<16xi64> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %t = tensor.extract_slice %d[%j] [4] [1] : tensor<16xi64> to tensor<4xi64>
  %v = scf.if %c -> (tensor<4xi64>) {
    scf.yield %s : tensor<4xi64>
  } else {
    scf.yield %t : tensor<4xi64>
  }
  %r = tensor.insert_slice %v into %d[%i] [4] [1] : tensor<4xi64> into tensor<16xi64>
  return %r : tensor<16xi64>
}
