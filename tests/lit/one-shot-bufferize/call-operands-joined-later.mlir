// A call reading argument 0 and writing argument 1, given a function
// argument %t and an insert_slice into %t. Bottom-up decides the call
// first: its operands are then in different alias sets, both in place.
// The insert_slice going in place would join %t and its result (one
// buffer for both call operands): that merge is checked against the
// call's rule, so the insert_slice goes out of place (one allocation, as
// upstream). The rule used to count operands that any later decision
// might join as one buffer: the call's operand went out of place too (2
// allocations to upstream's 1; the fuzzer's seed 13635 @t17).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=IR

func.func private @read_first_write_second(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64):
    %d = arith.addi %x, %x : i64
    linalg.yield %d : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// CHECK-LABEL: func.func @insert_then_call(
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "false"]
//       CHECK:   call @read_first_write_second({{.*}}) {__inplace_operands_attr__ = ["true", "true"]}
// IR-LABEL: func.func @insert_then_call(
//       IR:   memref.alloc
//   IR-NOT:   memref.alloc
//       IR:   return
func.func @insert_then_call(%t: tensor<4xi64>) -> tensor<4xi64> {
  %c = arith.constant dense<1> : tensor<2xi64>
  %i = tensor.insert_slice %c into %t[0] [2] [1] : tensor<2xi64> into tensor<4xi64>
  %r = func.call @read_first_write_second(%t, %i) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// The same operands through a cast chain decided after the call: the
// cast joining the two sets goes out of place instead.
// CHECK-LABEL: func.func @cast_then_call(
//       CHECK:   tensor.cast {{.*}}__inplace_operands_attr__ = ["false"]
//       CHECK:   call @read_first_write_second({{.*}}) {__inplace_operands_attr__ = ["true", "true"]}
func.func @cast_then_call(%t: tensor<4xi64>) -> tensor<4xi64> {
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %u = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = func.call @read_first_write_second(%t, %u) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
