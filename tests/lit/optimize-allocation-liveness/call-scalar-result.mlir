// Earlier than upstream, and no crash or invalid IR where upstream has
// them. A call's scalar result (here an i64 computed from the buffer) is
// not a buffer: its uses are no uses of the buffer. Upstream MLIR 22 takes
// every result of a call taking an alias as an alias, so it
// - keeps the free after the scalar's last use (@scalar_used_later),
// - moves the free after func.return when the scalar is returned (the
//   output fails to verify; call-scalar-result-returned.mlir),
// - crashes when the scalar leaves the free's block through scf.yield
//   (call-scalar-result-yielded.mlir).
// ferrobuf frees the buffer right after the call. This is what the
// deallocation pipeline produces for a bufferized program summing a
// temporary (tests/e2e/dealloc/nested_for_if.mlir and others).
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @scalar_used_later
//       CHECK:   %[[S:.*]] = call @sum
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   call @print(%[[S]])
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @scalar_used_later
//       UPSTREAM:   %[[S:.*]] = call @sum
//  UPSTREAM-NEXT:   call @print(%[[S]])
//  UPSTREAM-NEXT:   memref.dealloc
//  UPSTREAM-NEXT:   return
func.func private @sum(memref<?xi64>) -> i64
func.func private @print(i64)
func.func @scalar_used_later(%n: index) {
  %a = memref.alloc(%n) : memref<?xi64>
  %s = func.call @sum(%a) : (memref<?xi64>) -> i64
  func.call @print(%s) : (i64) -> ()
  memref.dealloc %a : memref<?xi64>
  return
}
