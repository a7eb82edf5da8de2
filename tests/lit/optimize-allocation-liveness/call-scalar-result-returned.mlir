// Safer than upstream. UPSTREAM BUG: the i64 result of a call taking the
// buffer is returned; upstream MLIR 22 takes it for an alias of the buffer
// and moves the free after func.return, which fails to verify. The free
// is already right after the call, the buffer's last use: ferrobuf leaves
// the function unchanged. See call-scalar-result.mlir.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' | FileCheck %s
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: 'func.return' op must be the last operation in the parent block

// CHECK-LABEL: func @scalar_returned
//       CHECK:   %[[S:.*]] = call @sum
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return %[[S]]{{([^[:alnum:]_]|$)}}
func.func private @sum(memref<?xi64>) -> i64
func.func @scalar_returned(%n: index) -> i64 {
  %a = memref.alloc(%n) : memref<?xi64>
  %s = func.call @sum(%a) : (memref<?xi64>) -> i64
  memref.dealloc %a : memref<?xi64>
  return %s : i64
}
