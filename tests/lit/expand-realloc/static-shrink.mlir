// Better than upstream: a static shrink becomes a single reinterpret_cast.
// Upstream emits an scf.if whose dead grow branch holds an out-of-bounds
// static subview (memref<3xf32>[0][6][1]) and so produces IR that fails to
// verify; the second RUN line pins that upstream behaviour down.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-expand-realloc)' %s | FileCheck %s
// RUN: not mlir-opt --expand-realloc %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @shrink
//  CHECK-SAME: (%[[M:.*]]: memref<6xf32>)
//  CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [3], strides: [1] : memref<6xf32> to memref<3xf32>
//  CHECK-NEXT: return %[[R]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: error: slice along dimension 0 runs out-of-bounds
func.func @shrink(%m: memref<6xf32>) -> memref<3xf32> {
  %r = memref.realloc %m : memref<6xf32> to memref<3xf32>
  return %r : memref<3xf32>
}
