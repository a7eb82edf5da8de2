// ferrobuf-pipeline (the default pipeline of `ferrobuf FILE`): expansion
// then upstream canonicalization, which here folds the static comparison.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-pipeline)' %s | FileCheck %s

// CHECK-LABEL: func @grow
//   CHECK-NOT: scf.if
//   CHECK-NOT: arith.cmpi
//       CHECK: %[[NEW:.*]] = memref.alloc() : memref<4xf32>
//       CHECK: memref.subview %[[NEW]][0] [2] [1]
//       CHECK: memref.copy
//       CHECK: memref.dealloc
//       CHECK: return %[[NEW]]{{([^[:alnum:]_]|$)}}
func.func @grow(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
