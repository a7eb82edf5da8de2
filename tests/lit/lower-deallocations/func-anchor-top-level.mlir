// A function as the top-level op (no module at all, --no-implicit-module):
// the general lowering is inlined there too (see func-anchor.mlir).
// RUN: %ferrobuf-opt --no-implicit-module --pass-pipeline='func.func(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s
// RUN: not mlir-opt --no-implicit-module --pass-pipeline='func.func(bufferization-lower-deallocations)' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: library function required for generic lowering

// CHECK-LABEL: func.func @top
//   CHECK-NOT:   call
//       CHECK:   scf.for
//   CHECK-NOT:   call
//       CHECK:   return
//   CHECK-NOT:   func.func
func.func @top(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
  return
}
