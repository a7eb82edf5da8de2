// One tensor passed to two call arguments that the callee writes, with no
// tensor result (the One-Shot fuzzer's seed 3173 @t43; upstream
// miscompiles it). The callee writes both and then reads the first,
// relying on two distinct buffers: the caller gives one of them a copy
// (both in place printed the fill, 30, instead of 36; the callee's
// two writes are read, so neither is dead).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s

func.func @c1(%a: tensor<2x2xi64>, %b: tensor<2x2xi64>) -> (i64) {
  %k = arith.constant dense<[[36, 5], [7, 21]]> : tensor<2x2xi64>
  %x = linalg.copy ins(%k : tensor<2x2xi64>) outs(%a : tensor<2x2xi64>) -> tensor<2x2xi64>
  %c30 = arith.constant 30 : i64
  %y = linalg.fill ins(%c30 : i64) outs(%b : tensor<2x2xi64>) -> tensor<2x2xi64>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %x[%c0, %c0] : tensor<2x2xi64>
  %w = tensor.extract %y[%c0, %c0] : tensor<2x2xi64>
  %s = arith.addi %v, %w : i64
  return %s : i64
}

// CHECK-LABEL: func @same_tensor_twice(
// CHECK: call @c1(%{{.*}}, %{{.*}}) {__inplace_operands_attr__ = [{{("true", "false"|"false", "true"|"false", "false")}}]}
func.func @same_tensor_twice(%t: tensor<2x2xi64>) -> i64 {
  %v = func.call @c1(%t, %t) : (tensor<2x2xi64>, tensor<2x2xi64>) -> (i64)
  return %v : i64
}
