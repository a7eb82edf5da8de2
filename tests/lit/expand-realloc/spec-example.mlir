// The "memref.realloc Lowering" example of the bufferization tutorial
// (spec/bufferization-tutorial-2023.md), in MLIR 22 syntax. The spec's
// then-branch yields `%alloc_0`, a typo for the new allocation.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-expand-realloc)' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-expand-realloc)' %s > %t.ours
// RUN: mlir-opt --expand-realloc %s > %t.upstream
// RUN: diff %t.ours %t.upstream

// CHECK-LABEL: func @spec_example
//  CHECK-SAME: (%[[ALLOC:.*]]: memref<?xf32>, %[[SIZE:.*]]: index)
//       CHECK: %[[C0:.*]] = arith.constant 0 : index
//       CHECK: %[[DIM:.*]] = memref.dim %[[ALLOC]], %[[C0]]{{([^[:alnum:]_]|$)}}
//       CHECK: %[[SMALLER:.*]] = arith.cmpi ult, %[[DIM]], %[[SIZE]]{{([^[:alnum:]_]|$)}}
//       CHECK: %[[REALLOC:.*]] = scf.if %[[SMALLER]] -> (memref<?xf32>) {
//       CHECK:   %[[NEW:.*]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
//       CHECK:   %[[SUB:.*]] = memref.subview %[[NEW]][0] [%[[DIM]]] [1]
//       CHECK:   memref.copy %[[ALLOC]], %[[SUB]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.dealloc %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.yield %[[NEW]]{{([^[:alnum:]_]|$)}}
//       CHECK: } else {
//       CHECK:   %[[CAST:.*]] = memref.reinterpret_cast %[[ALLOC]] to offset: [0], sizes: [%[[SIZE]]], strides: [1]
//       CHECK:   scf.yield %[[CAST]]{{([^[:alnum:]_]|$)}}
//       CHECK: }
//       CHECK: return %[[REALLOC]]{{([^[:alnum:]_]|$)}}
func.func @spec_example(%alloc: memref<?xf32>, %size: index) -> memref<?xf32> {
  %realloc = memref.realloc %alloc (%size) : memref<?xf32> to memref<?xf32>
  return %realloc : memref<?xf32>
}
