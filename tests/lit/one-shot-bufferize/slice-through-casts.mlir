// A matching extract_slice/insert_slice pair (and parallel_insert_slice)
// whose inserted value reaches the extracted slice through tensor.casts
// (or an extract_slice of all of it, at the end, also with offset and
// stride as SSA constants, or an arith.select of it twice):
// a cast views the same elements, so the insertion reads and writes the
// same elements of the destination. Everything in place, as upstream
// decides (same ANALYSIS lines for both), under either heuristic, and no
// allocation or copy after the rewrite. Before, the casts hid the match:
// the slice went out of place (the fuzzer's seed 13329 @t41: one
// allocation and one copy more than upstream).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// ANALYSIS-LABEL: func @forall_cast_chain(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   tensor.cast {{.*}}{__inplace_operands_attr__ = ["true"]}
//       ANALYSIS:   tensor.cast {{.*}}{__inplace_operands_attr__ = ["true"]}
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func @forall_cast_chain(
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @forall_cast_chain(%t: tensor<3xi64>) -> tensor<3xi64> {
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<3xi64>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<3xi64> to tensor<1xi64>
    %c = tensor.cast %s : tensor<1xi64> to tensor<?xi64>
    %b = tensor.cast %c : tensor<?xi64> to tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %o[%i] [1] [1] : tensor<1xi64> into tensor<3xi64>
    }
  }
  return %r : tensor<3xi64>
}

// -----

// ANALYSIS-LABEL: func @for_fill_through_casts(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   tensor.cast {{.*}}{__inplace_operands_attr__ = ["true"]}
//       ANALYSIS:   linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
//       ANALYSIS:   tensor.cast {{.*}}{__inplace_operands_attr__ = ["true"]}
//       ANALYSIS:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func @for_fill_through_casts(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @for_fill_through_casts(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %c = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
    %w = linalg.fill ins(%f : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
    %b = tensor.cast %w : tensor<?xf32> to tensor<4xf32>
    %u = tensor.insert_slice %b into %a[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// An extract_slice of all of the matching slice (offset 0, stride 1, the
// same static shape) is that slice (the fuzzer's seed 13488 @t15).
// ANALYSIS-LABEL: func @forall_whole_subslice(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func @forall_whole_subslice(
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @forall_whole_subslice(%t: tensor<3x2xi64>) -> tensor<3x2xi64> {
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<3x2xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    %w = tensor.extract_slice %s[0] [2] [1] : tensor<2xi64> to tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<3x2xi64>
    }
  }
  return %r : tensor<3x2xi64>
}

// -----

// The same with the offset and stride given as SSA constants (the fuzzer's
// seed 13656 @t44).
// ANALYSIS-LABEL: func @forall_whole_subslice_ssa(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func @forall_whole_subslice_ssa(
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @forall_whole_subslice_ssa(%t: tensor<3x2xi64>) -> tensor<3x2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<3x2xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    %w = tensor.extract_slice %s[%c0] [2] [%c1] : tensor<2xi64> to tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<3x2xi64>
    }
  }
  return %r : tensor<3x2xi64>
}

// -----

// An arith.select of the slice twice is the slice (the fuzzer's seed
// 13814 @t23).
// ANALYSIS-LABEL: func @forall_select_same_slice(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   arith.select {{.*}}{__inplace_operands_attr__ = ["none", "true", "true"]}
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func @forall_select_same_slice(
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @forall_select_same_slice(%t: tensor<3x2xi64>, %c: i1) -> tensor<3x2xi64> {
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<3x2xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    %w = arith.select %c, %s, %s : tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<3x2xi64>
    }
  }
  return %r : tensor<3x2xi64>
}
