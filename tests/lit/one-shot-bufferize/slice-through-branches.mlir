// A matching extract_slice/insert_slice pair through an scf.if or
// scf.index_switch result: every region yields, in place, a value computed
// in the destination's slice with the insertion's offsets, sizes and
// strides. Whichever region runs, the result is that slice, so the
// insertion reads and writes the same elements: everything in place, as
// upstream decides (same ANALYSIS lines for both), and ferrobuf drops the
// copy of the result onto the slice (no allocation, no copy).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// ANALYSIS-LABEL: func @if_matching(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @if_matching(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @if_matching(%d: tensor<16xf32>, %x: f32, %c: i1, %i: index) -> tensor<16xf32> {
  %r0 = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %s2 = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %y = arith.addf %x, %x : f32
    %f2 = linalg.fill ins(%y : f32) outs(%s2 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f2 : tensor<4xf32>
  }
  %r = tensor.insert_slice %r0 into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// ANALYSIS-LABEL: func @switch_matching(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @switch_matching(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @switch_matching(%d: tensor<16xf32>, %x: f32, %k: index) -> tensor<16xf32> {
  %r0 = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    %s = tensor.extract_slice %d[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  default {
    %s2 = tensor.extract_slice %d[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.yield %s2 : tensor<4xf32>
  }
  %r = tensor.insert_slice %r0 into %d[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// One branch yields another slice of the destination: the result is not
// the insertion's slice in every execution, so one extract_slice goes out
// of place (a copy), in ferrobuf's and upstream's analysis alike.
// ANALYSIS-LABEL: func @if_other_slice(
//       ANALYSIS:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"
//       ANALYSIS:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"
// CHECK-LABEL: func @if_other_slice(
//       CHECK:   memref.copy
func.func @if_other_slice(%d: tensor<16xf32>, %x: f32, %c: i1) -> tensor<16xf32> {
  %r0 = scf.if %c -> tensor<4xf32> {
    %s = tensor.extract_slice %d[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %s2 = tensor.extract_slice %d[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %f2 = linalg.fill ins(%x : f32) outs(%s2 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f2 : tensor<4xf32>
  }
  %r = tensor.insert_slice %r0 into %d[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
