// One tensor passed to two arguments of a call that writes both, the
// second through a tensor.cast chain. The callee assumes distinct
// buffers, so the two operands must be two buffers. Bottom-up, the call is
// decided before the casts, while the two operands are still in
// different alias sets: both go in place; the casts going in place later
// would join them (the fuzzer's seed 12436 @t1: a miscompile when they
// did; e2e call_same_tensor_through_casts). Every decision that merges
// two sets holding in-place operands of one call is checked against the
// call's rule: the cast that would join them goes out of place (one copy,
// as one operand out of place would cost).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' %s | FileCheck %s --check-prefix=TOPDOWN

func.func private @fill_copy_read(%a: tensor<4xi64>, %b: tensor<4xi64>) -> i64 {
  %eleven = arith.constant 11 : i64
  %f = linalg.fill ins(%eleven : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  %k = arith.constant dense<-5> : tensor<4xi64>
  %c = linalg.copy ins(%k : tensor<4xi64>) outs(%b : tensor<4xi64>) -> tensor<4xi64>
  %c3 = arith.constant 3 : index
  %v = tensor.extract %f[%c3] : tensor<4xi64>
  %w = tensor.extract %c[%c3] : tensor<4xi64>
  %s = arith.addi %v, %w : i64
  return %s : i64
}

// CHECK-LABEL: func @cast_chain(
//       CHECK:   tensor.cast {{.*}}__inplace_operands_attr__ = ["false"]
//       CHECK:   tensor.cast {{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   call @fill_copy_read({{.*}}) {{.*}}__inplace_operands_attr__ = ["true", "true"]
// TOPDOWN-LABEL: func @cast_chain(
//       TOPDOWN:   call @fill_copy_read({{.*}}) {{.*}}__inplace_operands_attr__ = ["true", "false"]
func.func @cast_chain() -> i64 {
  %m = arith.constant -7 : i64
  %t = tensor.from_elements %m, %m, %m, %m : tensor<4xi64>
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %u = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = func.call @fill_copy_read(%t, %u) : (tensor<4xi64>, tensor<4xi64>) -> i64
  return %r : i64
}
