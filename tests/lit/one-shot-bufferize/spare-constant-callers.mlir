// A write that does not read its operand (a fill, a callee that overwrites
// its argument) into a function argument that some call passes a constant
// to goes out of place (a buffer, no copy) when nothing else writes that
// argument and that costs less: in place, the argument would be written,
// and each such call would pass a new buffer, with a copy of the constant
// when the function reads the argument. So: spared when the function
// reads it, or when two or more calls pass a constant. Fuzzer seeds
// 14085 @t11 and 14455 @t33 were quality notes (one copy more than
// upstream) of this kind. An argument written anyway, one read by nobody
// with one constant call, or one no call passes a constant to, keeps the
// in-place write.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries explain})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN

// The callee overwrites its argument without reading it.
func.func private @overwrite(%t: tensor<4xi64>) -> tensor<4xi64> {
  %c = arith.constant dense<7> : tensor<4xi64>
  %r = linalg.copy ins(%c : tensor<4xi64>) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// CHECK-LABEL: func @reads_then_calls(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//       CHECK:   memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   %[[C:.*]] = memref.cast %[[NEW]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.copy
//       CHECK:   call @overwrite(%[[C]])
// EXPLAIN: remark: ferrobuf: allocation for operand #0 of 'func.call' (not read, no copy): in place it would write block argument #0
// EXPLAIN-SAME: an argument of this function that a call passes a constant to, or a tensor the caller uses after the call
func.func @reads_then_calls(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xi64>
  %r = func.call @overwrite(%a) : (tensor<4xi64>) -> tensor<4xi64>
  %y = tensor.extract %r[%c0] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

// Not read, but two calls pass a constant: the fill's buffer is new,
// the argument stays read-only, and both calls pass the constant's
// global as it is (in place, each call would pass a new buffer).
// CHECK-LABEL: func @fills_argument(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill {{.*}} outs(%[[NEW]]{{([^[:alnum:]_]|$)}}
func.func @fills_argument(%a: tensor<4xi64>) -> tensor<4xi64> {
  %one = arith.constant 1 : i64
  %f = linalg.fill ins(%one : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %f : tensor<4xi64>
}

// Not read, one call passes a constant: a buffer either way (here, or a
// new one at the call, not a copy); in place, as upstream.
// CHECK-LABEL: func @fill_once(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill {{.*}} outs(%[[A]]{{([^[:alnum:]_]|$)}}
func.func @fill_once(%a: tensor<4xi64>) -> tensor<4xi64> {
  %one = arith.constant 1 : i64
  %f = linalg.fill ins(%one : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %f : tensor<4xi64>
}

// Written anyway (the insert reads and writes it in place): the fill
// after it stays in place too.
// CHECK-LABEL: func @written_anyway(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//   CHECK-NOT:   memref.alloc
//       CHECK:   memref.store {{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   linalg.fill {{.*}} outs(%[[A]]{{([^[:alnum:]_]|$)}}
func.func @written_anyway(%a: tensor<4xi64>) -> (i64, tensor<4xi64>) {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %b = tensor.insert %two into %a[%c1] : tensor<4xi64>
  %x = tensor.extract %b[%c1] : tensor<4xi64>
  %f = linalg.fill ins(%one : i64) outs(%b : tensor<4xi64>) -> tensor<4xi64>
  return %x, %f : i64, tensor<4xi64>
}

// No call passes a constant: in place.
// CHECK-LABEL: func @fresh_callers_only(
//  CHECK-SAME:     %[[A:.*]]: memref<4xi64
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill {{.*}} outs(%[[A]]{{([^[:alnum:]_]|$)}}
func.func @fresh_callers_only(%a: tensor<4xi64>) -> tensor<4xi64> {
  %one = arith.constant 1 : i64
  %f = linalg.fill ins(%one : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %f : tensor<4xi64>
}

// The constant callers: passed as they are (no buffer, no copy), except
// to @fill_once (a new buffer, not copied) and to @written_anyway (a
// copy: the argument is read and written).
// CHECK-LABEL: func @main(
//       CHECK:   %[[G:.*]] = memref.get_global
//   CHECK-NOT:   memref.alloc
//       CHECK:   call @reads_then_calls(
//   CHECK-NOT:   memref.alloc
//       CHECK:   call @fills_argument(
//   CHECK-NOT:   memref.alloc
//       CHECK:   call @fills_argument(
//       CHECK:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   call @fill_once(
//       CHECK:   memref.copy %[[G]]{{([^[:alnum:]_]|$)}}
//       CHECK:   call @written_anyway(
//   CHECK-NOT:   memref.copy
//       CHECK:   call @fresh_callers_only(
func.func @main() -> (i64, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64, tensor<4xi64>, tensor<4xi64>) {
  %k = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %x = func.call @reads_then_calls(%k) : (tensor<4xi64>) -> i64
  %f = func.call @fills_argument(%k) : (tensor<4xi64>) -> tensor<4xi64>
  %f2 = func.call @fills_argument(%k) : (tensor<4xi64>) -> tensor<4xi64>
  %i = func.call @fill_once(%k) : (tensor<4xi64>) -> tensor<4xi64>
  %y, %w = func.call @written_anyway(%k) : (tensor<4xi64>) -> (i64, tensor<4xi64>)
  %e = tensor.empty() : tensor<4xi64>
  %g = func.call @fresh_callers_only(%e) : (tensor<4xi64>) -> tensor<4xi64>
  return %x, %f, %f2, %i, %y, %w, %g : i64, tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64, tensor<4xi64>, tensor<4xi64>
}
