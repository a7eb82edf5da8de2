// Buffers through a loop's back edge. The rewrite passes a yielded buffer
// on to the next iteration (and out as the result) only when it is the
// carried buffer or was allocated inside the loop; an outside buffer is
// copied back into the carried one (or into a new one). So a loop's
// region argument and result may only be the carried buffer or a buffer
// created inside the loop, and a loop result fed by its back edge is
// defined by the loop itself (its contents were copied, not aliased).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=bottom-up})' -split-input-file %s | FileCheck %s

// The loop yields the argument into a carried buffer that is a copy of
// it: the result lives in that copy and holds the argument's contents.
// The forall writes the result's buffer (a slice of its shared output),
// and the result is returned afterwards: the shared output must be a
// copy. (A development build took the argument, the yielded value, as the
// result's definition: its buffer is not the carried one, so the write
// looked harmless; fuzzer seed 6 @t23 printed 37 instead of 1.)
// `@ignore` takes the insert's result without reading it: unused, the
// insert would be a dead writer, not emitted.
// CHECK-LABEL: func.func @for_result_then_forall(
//       CHECK:   scf.forall
//       CHECK:     tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
//       CHECK:   } {__inplace_operands_attr__ = ["false"]}
//       CHECK:   return
func.func @for_result_then_forall(%t: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c2 iter_args(%a = %t) -> (tensor<2x3xi64>) {
    scf.yield %t : tensor<2x3xi64>
  }
  %f = scf.forall (%k) in (2) shared_outs(%o = %r) -> (tensor<2x3xi64>) {
    %s = tensor.extract_slice %o[%k, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
    %v = arith.constant 37 : i64
    %w = tensor.insert %v into %s[%c0] : tensor<3xi64>
    func.call @ignore(%w) : (tensor<3xi64>) -> ()
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<2x3xi64>
}

func.func private @ignore(%t: tensor<3xi64>) {
  return
}

// -----

// The loop yields another argument, %u: the next iteration gets a copy of
// it in the carried buffer, never %u's buffer, so the insert into the
// iter_arg may write %t's buffer in place without touching %u.
// CHECK-LABEL: func.func @yield_other_argument(
//  CHECK-SAME:   {bufferization.access = "read-write"}
//  CHECK-SAME:   {bufferization.access = "read"}
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
//       CHECK:   } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
func.func @yield_other_argument(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = tensor.insert %f into %a[%i] : tensor<8xf32>
    %x = tensor.extract %w[%c0] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r, %u : tensor<8xf32>, tensor<8xf32>
}

// -----

// Two positions swapped: each region argument may be given the other's
// buffer (the rewrite permutes them), yet in one iteration the two are
// distinct buffers (rule 6b, loop-positions-apart.mlir): the insert into
// the second position's argument goes in place. (Before rule 6b it went
// out of place.)
// CHECK-LABEL: func.func @swap_written(
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
func.func @swap_written(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index, %v: i64) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %b2 = tensor.insert %v into %b[%c0] : tensor<4xi64>
    scf.yield %b2, %a : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}
