// A `linalg.copy` whose source is, by in-place decisions, its own init
// (the init filled in place, then copied onto itself) copies each element
// onto itself: it writes nothing new, so a read of the filled value after
// the copy does not conflict with it. Bottom-up decides the copy first;
// the fill then goes in place too, and the rewrite drops the copy onto
// itself. One buffer and no copy; upstream keeps the copy (1 + 1), and
// ferrobuf had given the fill a second buffer (2 + 1; fuzzer seed 16209
// @t18). A write into the init between the fill and the copy is a real
// conflict: the copy must put the filled value back.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=7})' -split-input-file %s | FileCheck %s

func.func private @use(tensor<4xi64> {bufferization.access = "read"})

// CHECK-LABEL: func @fill_copied_back(
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4xi64>
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill {{.*}} outs(%[[A]] :
//   CHECK-NOT:   linalg.copy
//   CHECK-NOT:   memref.copy
//       CHECK:   call @use
//       CHECK:   call @use
//       CHECK:   return
func.func @fill_copied_back() {
  %e = tensor.empty() : tensor<4xi64>
  %seven = arith.constant 7 : i64
  %f = linalg.fill ins(%seven : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %c = linalg.copy ins(%f : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  func.call @use(%c) : (tensor<4xi64>) -> ()
  func.call @use(%f) : (tensor<4xi64>) -> ()
  return
}

// -----

func.func private @use(tensor<4xi64> {bufferization.access = "read"})

// The init is overwritten between the fill and the copy (through the
// fill's result, which the second fill writes in place or not): the
// copy's source is no longer the init's contents, so it copies for real.
// CHECK-LABEL: func @written_between(
//       CHECK:   linalg.fill
//       CHECK:   linalg.fill
//       CHECK:   {{linalg|memref}}.copy
//       CHECK:   return
func.func @written_between(%t: tensor<4xi64>) -> tensor<4xi64> {
  %seven = arith.constant 7 : i64
  %nine = arith.constant 9 : i64
  %f = linalg.fill ins(%seven : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  %g = linalg.fill ins(%nine : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  %c = linalg.copy ins(%f : tensor<4xi64>) outs(%g : tensor<4xi64>) -> tensor<4xi64>
  func.call @use(%g) : (tensor<4xi64>) -> ()
  return %c : tensor<4xi64>
}
