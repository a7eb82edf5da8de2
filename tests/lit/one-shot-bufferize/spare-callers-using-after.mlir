// The choice of spare-constant-callers.mlir for callers that use the
// tensor they pass after the call: an argument the function reads, that
// a call passes a tensor the caller still uses, is not overwritten in
// place by a use that never reads its operand. That use gets a new
// buffer (no copy); in place, the call would pass a copy of the tensor
// (a buffer and a copy). Fuzzer seed 15835 @t27 (an elementwise op
// overwriting an argument the caller prints after the call) was a
// quality note of this kind: 3 buffers + 1 copy there and upstream,
// ferrobuf 3 + 2 before, 2 + 0 now.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries explain})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN

#id = affine_map<(d0) -> (d0)>

// Reads its argument, and overwrites it (linalg.add never reads its init).
// CHECK-LABEL: func @double(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.add ins(%[[A]], %[[A]] : {{.*}}) outs(%[[NEW]] :
// EXPLAIN: remark: ferrobuf: allocation for operand #2 of 'linalg.add' (not read, no copy): in place it would write block argument #0
// EXPLAIN-SAME: or a tensor the caller uses after the call
func.func @double(%a: tensor<4xi64>) -> tensor<4xi64> {
  %d = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %d : tensor<4xi64>
}

// The same function, whose only caller does not use the tensor after
// the call: in place (the call passes its tensor as it is).
// CHECK-LABEL: func @double_last_use(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.add ins(%[[A]], %[[A]] : {{.*}}) outs(%[[A]] :
func.func @double_last_use(%a: tensor<4xi64>) -> tensor<4xi64> {
  %d = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %d : tensor<4xi64>
}

// Neither call copies: @double spares its argument, and %t is dead
// after the call to @double_last_use (a read before it does not count).
// CHECK-LABEL: func @caller(
//   CHECK-NOT:   memref.copy
//       CHECK:   call @double(
//   CHECK-NOT:   memref.copy
//       CHECK:   call @double_last_use(
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @caller(%t: tensor<4xi64>, %u: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %d = func.call @double(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %u[%c0] : tensor<4xi64>
  %e = func.call @double_last_use(%u) : (tensor<4xi64>) -> tensor<4xi64>
  return %d, %t, %e, %x : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64
}
