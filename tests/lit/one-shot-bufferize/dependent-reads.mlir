// A view (tensor.cast, extract_slice, ...) that does not read its source
// but whose result is read later reads the source where it is: in place,
// the later read sees the source's buffer; out of place, the view's copy
// is made right at the view. Top-down decides the call (which writes its
// argument) first: with the cast counted as a read of %a after the call,
// the call's operand is copied (as upstream). ferrobuf before this rule
// kept the call in place and copied at the cast, after the call had
// written %a: the copy saw the write (found by tests/bufferize_fuzz.rs,
// seed 100).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' %s | FileCheck %s

func.func @write_arg(%t: tensor<4xi64>, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xi64>
  %x = tensor.extract %w[%c1] : tensor<4xi64>
  return %x : i64
}

// CHECK-LABEL: func @caller(
// CHECK: call @write_arg(%{{.*}}, %{{.*}}) {__inplace_operands_attr__ = ["false", "none"]}
// CHECK: tensor.cast %{{.*}} {__inplace_operands_attr__ = ["true"]}
func.func @caller(%v: i64, %i: index) -> i64 {
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %y = func.call @write_arg(%a, %v) : (tensor<4xi64>, i64) -> i64
  %c = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  %x = tensor.extract %c[%i] : tensor<?xi64>
  return %x : i64
}
