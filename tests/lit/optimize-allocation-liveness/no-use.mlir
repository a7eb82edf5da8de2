// Earlier than upstream: an allocation nobody uses (but its free) is freed
// right after it. Upstream MLIR 22 only moves a free after a last user and
// leaves it in place when there is none.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @unused_buffer
//       CHECK:   memref.alloc
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @unused_buffer
//       UPSTREAM:   memref.alloc
//  UPSTREAM-NEXT:   memref.store
//  UPSTREAM-NEXT:   memref.dealloc
//  UPSTREAM-NEXT:   return
func.func @unused_buffer(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
