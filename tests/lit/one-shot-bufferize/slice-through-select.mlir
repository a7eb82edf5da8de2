// A matching extract_slice/insert_slice pair through an arith.select of
// the slice and another value: whichever the select picks, the insertion
// reads its own slice of the destination or a buffer apart from it (a
// copy made out of place, a fresh fill, another function argument), so
// the slice stays in place. Upstream decides the same for an out-of-place
// copy of the slice (fuzzer seed 14495 @t10: ferrobuf had copied the slice
// too); for a fresh fill and for another argument upstream copies the
// slice, ferrobuf does not (function arguments are distinct buffers: a
// caller passing one buffer twice, one of them written, passes a copy).
// A select of two overlapping slices of the destination still reads the
// other one from a copy.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefixes=ANALYSIS,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefixes=ANALYSIS,UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// ANALYSIS-LABEL: func @forall_select_back(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
//       ANALYSIS:   arith.select {{.*}}__inplace_operands_attr__ = ["none", "true", "true"]
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @forall_select_back(
//       CHECK:   scf.forall
//   CHECK-NOT:   memref.subview
//       CHECK:   memref.subview
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   memref.store
//       CHECK:   arith.select
//       CHECK:   memref.subview
//       CHECK:   memref.copy
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @forall_select_back(%d: tensor<8xf32>, %x: f32, %c: i1) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %d) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %c0 = arith.constant 0 : index
    %w = tensor.insert %x into %s[%c0] : tensor<1xf32>
    %sel = arith.select %c, %w, %s : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sel into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func @insert_slice_select_back(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "false", "none"]
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @insert_slice_select_back(
//       CHECK:   memref.alloc
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @insert_slice_select_back(%d: tensor<16xf32>, %x: f32, %c: i1, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %s[%c0] : tensor<4xf32>
  %sel = arith.select %c, %s, %w : tensor<4xf32>
  %r = tensor.insert_slice %sel into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// ANALYSIS-LABEL: func @select_fresh_fill(
//       OURS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       UPSTREAM:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @select_fresh_fill(
//       CHECK:   memref.alloc
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @select_fresh_fill(%d: tensor<16xf32>, %x: f32, %c: i1, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sel = arith.select %c, %f, %s : tensor<4xf32>
  %r = tensor.insert_slice %sel into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// ANALYSIS-LABEL: func @select_other_slice(
//       OURS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       UPSTREAM:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @select_other_slice(
//       CHECK:   memref.alloc
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @select_other_slice(%d: tensor<16xf32>, %x: f32, %c: i1, %i: index, %j: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %t = tensor.extract_slice %d[%j] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %sel = arith.select %c, %t, %s : tensor<4xf32>
  %r = tensor.insert_slice %sel into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// ANALYSIS-LABEL: func @select_other_arg(
//       OURS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       UPSTREAM:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @select_other_arg(
//   CHECK-NOT:   memref.alloc
//       CHECK:   memref.copy
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @select_other_arg(%d: tensor<16xf32>, %e: tensor<4xf32>, %c: i1, %i: index) -> tensor<16xf32> {
  %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %sel = arith.select %c, %e, %s : tensor<4xf32>
  %r = tensor.insert_slice %sel into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
