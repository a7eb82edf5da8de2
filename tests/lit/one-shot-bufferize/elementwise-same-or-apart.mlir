// An elementwise op may write in place a tensor it also reads through a
// value that is, whichever way control went, either that very tensor or a
// buffer the written one never is: here an `scf.index_switch` yielding
// the written argument in some cases and a constant in another. Each
// element is read before it is written, or read from a buffer the write
// cannot meet, so no copy (as upstream; ferrobuf had copied the argument
// and given the second output a buffer too: fuzzer seed 16195 @t34, 3 + 1
// against upstream's 2 + 0). When one case yields a slice of the argument
// one element before the written one instead, the read sees elements the
// op already wrote: the written operand goes out of place (upstream
// writes in place and miscompiles, e2e `elementwise_switch_same_or_apart`).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=7})' -split-input-file %s | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @switch_same_or_constant(
//       CHECK:   linalg.generic
//  CHECK-SAME:     __inplace_operands_attr__ = ["true", "true", "true"]
func.func @switch_same_or_constant(%t: tensor<4xi64>, %k: index) -> tensor<4xi64> {
  %v = scf.index_switch %k -> tensor<4xi64>
  case 0 {
    %c = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    scf.yield %c : tensor<4xi64>
  }
  default {
    scf.yield %t : tensor<4xi64>
  }
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%t, %v : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %o: i64):
    %s = arith.addi %a, %b : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

#id = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @switch_same_or_shifted(
//       CHECK:   linalg.generic
//  CHECK-SAME:     __inplace_operands_attr__ = ["true", "true", "false"]
func.func @switch_same_or_shifted(%t: tensor<8xi64>, %k: index) -> tensor<4xi64> {
  %a = tensor.extract_slice %t[1] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %v = scf.index_switch %k -> tensor<4xi64>
  case 0 {
    %b = tensor.extract_slice %t[0] [4] [1] : tensor<8xi64> to tensor<4xi64>
    scf.yield %b : tensor<4xi64>
  }
  default {
    scf.yield %a : tensor<4xi64>
  }
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %v : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %s = arith.addi %x, %y : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

