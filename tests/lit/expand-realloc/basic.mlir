// ferrobuf-expand-realloc: dynamic and static sizes, alignment, element
// types, memory spaces, with and without deallocs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-expand-realloc)' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-expand-realloc{emit-deallocs=false})' %s -split-input-file | FileCheck %s --check-prefix=NODEALLOC

// CHECK-LABEL: func @dynamic
//  CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
//       CHECK: %[[C0:.*]] = arith.constant 0 : index
//       CHECK: %[[DIM:.*]] = memref.dim %[[M]], %[[C0]] : memref<?xf32>
//       CHECK: %[[GROW:.*]] = arith.cmpi ult, %[[DIM]], %[[N]] : index
//       CHECK: %[[R:.*]] = scf.if %[[GROW]] -> (memref<?xf32>) {
//       CHECK:   %[[NEW:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//       CHECK:   %[[SV:.*]] = memref.subview %[[NEW]][0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
//       CHECK:   memref.copy %[[M]], %[[SV]] : memref<?xf32> to memref<?xf32, strided<[1]>>
//       CHECK:   memref.dealloc %[[M]] : memref<?xf32>
//       CHECK:   scf.yield %[[NEW]] : memref<?xf32>
//       CHECK: } else {
//       CHECK:   %[[RC:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[N]]], strides: [1] : memref<?xf32> to memref<?xf32>
//       CHECK:   scf.yield %[[RC]] : memref<?xf32>
//       CHECK: }
//       CHECK: return %[[R]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT: memref.realloc
// NODEALLOC-LABEL: func @dynamic
//   NODEALLOC: memref.copy
//   NODEALLOC-NOT: memref.dealloc
//   NODEALLOC: scf.yield
func.func @dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// Static sizes are compared as constants (old first, then new).
// CHECK-LABEL: func @static_grow
//       CHECK: %[[C2:.*]] = arith.constant 2 : index
//       CHECK: %[[C4:.*]] = arith.constant 4 : index
//       CHECK: arith.cmpi ult, %[[C2]], %[[C4]] : index
//       CHECK: memref.alloc() : memref<4xi16>
//       CHECK: memref.subview %{{.*}}[0] [2] [1] : memref<4xi16> to memref<2xi16, strided<[1]>>
//       CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [4], strides: [1] : memref<2xi16> to memref<4xi16>
func.func @static_grow(%m: memref<2xi16>) -> memref<4xi16> {
  %r = memref.realloc %m : memref<2xi16> to memref<4xi16>
  return %r : memref<4xi16>
}

// -----

// Dynamic source, static result.
// CHECK-LABEL: func @dynamic_to_static
//       CHECK: %[[DIM:.*]] = memref.dim
//       CHECK: %[[C8:.*]] = arith.constant 8 : index
//       CHECK: arith.cmpi ult, %[[DIM]], %[[C8]] : index
//       CHECK: memref.alloc() : memref<8xf64>
//       CHECK: memref.subview %{{.*}}[0] [%[[DIM]]] [1] : memref<8xf64> to memref<?xf64, strided<[1]>>
func.func @dynamic_to_static(%m: memref<?xf64>) -> memref<8xf64> {
  %r = memref.realloc %m : memref<?xf64> to memref<8xf64>
  return %r : memref<8xf64>
}

// -----

// Static source, dynamic result.
// CHECK-LABEL: func @static_to_dynamic
//  CHECK-SAME: %[[N:[^:]*]]: index
//       CHECK: %[[C3:.*]] = arith.constant 3 : index
//       CHECK: arith.cmpi ult, %[[C3]], %[[N]] : index
//       CHECK: memref.alloc(%[[N]]) : memref<?xi8>
//       CHECK: memref.subview %{{.*}}[0] [3] [1] : memref<?xi8> to memref<3xi8, strided<[1]>>
func.func @static_to_dynamic(%m: memref<3xi8>, %n: index) -> memref<?xi8> {
  %r = memref.realloc %m(%n) : memref<3xi8> to memref<?xi8>
  return %r : memref<?xi8>
}

// -----

// Alignment and memory space are kept.
// CHECK-LABEL: func @aligned_in_space
//       CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xbf16, 3>
//       CHECK: memref.subview {{.*}} : memref<?xbf16, 3> to memref<?xbf16, strided<[1]>, 3>
//       CHECK: memref.dealloc %{{.*}} : memref<?xbf16, 3>
//       CHECK: memref.reinterpret_cast {{.*}} : memref<?xbf16, 3> to memref<?xbf16, 3>
func.func @aligned_in_space(%m: memref<?xbf16, 3>, %n: index) -> memref<?xbf16, 3> {
  %r = memref.realloc %m(%n) {alignment = 64} : memref<?xbf16, 3> to memref<?xbf16, 3>
  return %r : memref<?xbf16, 3>
}

// -----

// Reallocs nested in regions are expanded in place; other ops are left
// alone.
// CHECK-LABEL: func @nested
//       CHECK: scf.for
//       CHECK:   scf.if
//       CHECK:     memref.alloc
//       CHECK:   memref.store
//   CHECK-NOT: memref.realloc
func.func @nested(%m: memref<?xi32>, %lb: index, %ub: index) -> memref<?xi32> {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%b = %m) -> (memref<?xi32>) {
    %n = arith.addi %i, %c1 : index
    %g = memref.realloc %b(%n) : memref<?xi32> to memref<?xi32>
    memref.store %c7, %g[%i] : memref<?xi32>
    scf.yield %g : memref<?xi32>
  }
  return %r : memref<?xi32>
}

// -----

// A function without reallocs is unchanged.
// CHECK-LABEL: func @untouched
//  CHECK-NEXT: memref.alloc
//  CHECK-NEXT: return
func.func @untouched() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}
