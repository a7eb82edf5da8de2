// An elementwise op (linalg.map, named elementwise ops, linalg.generic
// with identity maps) reading and writing one buffer reads each element
// before writing it. The read value may reach the written one through
// tensor.casts and arith.selects of one value twice: in place it is the
// same buffer, out of place a copy made before the op, which its write
// cannot meet: no conflict either way. Before, only equivalent values
// counted, and the select went out of place (the fuzzer's seed 13914
// @t35: 2 allocations + 1 copy to upstream's 1 + 0, now 1 + 0).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// ANALYSIS-LABEL: func @generic_reads_select_of_written(
//       ANALYSIS:   arith.select {{.*}}__inplace_operands_attr__ = ["none", "true", "true"]
//       ANALYSIS:   linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true"]
// CHECK-LABEL: func @generic_reads_select_of_written(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @generic_reads_select_of_written(%t: tensor<?xi64>, %c: i1) -> tensor<?xi64> {
  %s = arith.select %c, %t, %t : tensor<?xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<?xi64>) outs(%t : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %d = arith.addi %in, %in : i64
    linalg.yield %d : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}

// -----

// ANALYSIS-LABEL: func @map_reads_cast_of_written(
//       ANALYSIS:   tensor.cast {{.*}}__inplace_operands_attr__ = ["true"]
//       ANALYSIS:   linalg.map {{.*}}__inplace_operands_attr__ = ["true", "true", "true"]
// CHECK-LABEL: func @map_reads_cast_of_written(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @map_reads_cast_of_written(%t: tensor<4xi64>) -> tensor<4xi64> {
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %s = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = linalg.map { arith.muli } ins(%s, %s : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>)
  return %r : tensor<4xi64>
}
