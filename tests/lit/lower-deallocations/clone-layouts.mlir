// Clones MLIR's convert-bufferization-to-memref cannot lower (no
// identity buffer casts to their type: a static offset, or a static stride
// the identity layout does not have) are expanded into an allocation of
// the smallest 1-D buffer holding the layout, a reinterpret_cast to the
// clone's type and a copy; the result lowers with upstream's passes
// (second RUN, which fails on the build before: "failed to legalize
// operation 'bufferization.clone'"). Clones it can lower stay.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | mlir-opt --convert-bufferization-to-memref | FileCheck %s --check-prefix=LOWERED

// LOWERED-NOT: bufferization.clone
// LOWERED: func @lowerable
// LOWERED: memref.alloc
// LOWERED: memref.copy

// CHECK-LABEL: func @static_offset(
//       CHECK:   %[[S:.*]] = memref.subview
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:   %[[V:.*]] = memref.reinterpret_cast %[[A]] to offset: [3], sizes: [3], strides: [1] : memref<6xi64> to memref<3xi64, strided<[1], offset: 3>>
//       CHECK:   memref.copy %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[V]]{{([^[:alnum:]_]|$)}}
func.func @static_offset(%a: memref<6xi64>) -> memref<3xi64, strided<[1], offset: 3>> {
  %s = memref.subview %a[3] [3] [1] : memref<6xi64> to memref<3xi64, strided<[1], offset: 3>>
  %c = bufferization.clone %s : memref<3xi64, strided<[1], offset: 3>> to memref<3xi64, strided<[1], offset: 3>>
  return %c : memref<3xi64, strided<[1], offset: 3>>
}

// (n - 1) * 4 + 3 elements for a ?x3 layout with row stride 4.
// CHECK-LABEL: func @static_strides_dynamic_size(
//       CHECK:   %[[S:.*]] = memref.subview
//       CHECK:   %[[D:.*]] = memref.dim %[[S]], %{{.*}}
//       CHECK:   %[[L:.*]] = arith.subi %[[D]], %{{.*}}
//       CHECK:   %[[M:.*]] = arith.muli %[[L]], %{{.*}}
//       CHECK:   %[[T:.*]] = arith.addi %[[M]], %{{.*}}
//       CHECK:   %[[N:.*]] = arith.maxsi %[[T]], %{{.*}}
//       CHECK:   %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xi64>
//       CHECK:   %[[V:.*]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[D]], 3], strides: [4, 1]
//       CHECK:   memref.copy %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
func.func @static_strides_dynamic_size(%a: memref<?x4xi64>, %n: index) -> memref<?x3xi64, strided<[4, 1]>> {
  %s = memref.subview %a[0, 0] [%n, 3] [1, 1] : memref<?x4xi64> to memref<?x3xi64, strided<[4, 1]>>
  %c = bufferization.clone %s : memref<?x3xi64, strided<[4, 1]>> to memref<?x3xi64, strided<[4, 1]>>
  return %c : memref<?x3xi64, strided<[4, 1]>>
}

// A dynamic offset: 0 (nothing wasted before the data).
// CHECK-LABEL: func @dynamic_offset_static_stride(
//       CHECK:   %[[Z:.*]] = arith.constant 0 : index
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<7xi64>
//       CHECK:   memref.reinterpret_cast %[[A]] to offset: [%[[Z]]], sizes: [2, 3], strides: [4, 1]
func.func @dynamic_offset_static_stride(%a: memref<?x4xi64>, %i: index) -> memref<2x3xi64, strided<[4, 1], offset: ?>> {
  %s = memref.subview %a[%i, 1] [2, 3] [1, 1] : memref<?x4xi64> to memref<2x3xi64, strided<[4, 1], offset: ?>>
  %c = bufferization.clone %s : memref<2x3xi64, strided<[4, 1], offset: ?>> to memref<2x3xi64, strided<[4, 1], offset: ?>>
  return %c : memref<2x3xi64, strided<[4, 1], offset: ?>>
}

// CHECK-LABEL: func @lowerable(
//       CHECK:   bufferization.clone
func.func @lowerable(%a: memref<?xi64, strided<[?], offset: ?>>) -> memref<?xi64, strided<[?], offset: ?>> {
  %c = bufferization.clone %a : memref<?xi64, strided<[?], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
  return %c : memref<?xi64, strided<[?], offset: ?>>
}

// The clone's size is dynamic where the source's is static: the lowering
// folds the source's static size into its identity allocation
// (`memref<2x1xi64>`, strides [1, 1]), which cannot be cast to stride 2
// (the fuzzer's seed 12601 @t8: "'memref.cast' op ... are cast
// incompatible"). Expanded here.
// CHECK-LABEL: func @static_source_size(
//       CHECK:   memref.alloc(%{{.*}}) : memref<?xi64>
//       CHECK:   memref.reinterpret_cast
//       CHECK:   memref.copy
//   CHECK-NOT:   bufferization.clone
func.func @static_source_size(%a: memref<2x2xi64>) -> memref<2x?xi64, strided<[2, 1], offset: ?>> {
  %s = memref.subview %a[0, 0] [2, 1] [1, 1] : memref<2x2xi64> to memref<2x1xi64, strided<[2, 1]>>
  %c = bufferization.clone %s : memref<2x1xi64, strided<[2, 1]>> to memref<2x?xi64, strided<[2, 1], offset: ?>>
  return %c : memref<2x?xi64, strided<[2, 1], offset: ?>>
}

// A dynamic stride with a static offset (the clone of a view of a constant
// returned twice, fuzzer seed 12926 @t31: `strided<[?, 1], offset: 1>`,
// which the build before left unexpanded): the dynamic stride is chosen,
// the span of the static dimension (its size, the source's 1): rows of
// 1 element, 1 + 2 * 1 elements with the offset.
// CHECK-LABEL: func @dynamic_stride_static_offset(
//       CHECK:   %[[S:.*]] = memref.subview
//       CHECK:   %[[D:.*]] = memref.dim %[[S]], %{{.*}}
//       CHECK:   memref.alloc(%{{.*}}) : memref<?xi64>
//       CHECK:   %[[V:.*]] = memref.reinterpret_cast %{{.*}} to offset: [1], sizes: [2, %[[D]]], strides: [%{{.*}}, 1]
//       CHECK:   memref.copy %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   bufferization.clone
func.func @dynamic_stride_static_offset(%a: memref<2x2xi64>) -> memref<2x?xi64, strided<[?, 1], offset: 1>> {
  %s = memref.subview %a[0, 1] [2, 1] [1, 1] : memref<2x2xi64> to memref<2x1xi64, strided<[2, 1], offset: 1>>
  %c = bufferization.clone %s : memref<2x1xi64, strided<[2, 1], offset: 1>> to memref<2x?xi64, strided<[?, 1], offset: 1>>
  return %c : memref<2x?xi64, strided<[?, 1], offset: 1>>
}

// Static sizes, two dynamic strides around a static one: innermost first,
// dim 2 gets the static span (1 + (3 - 1) * 5 = 11), dim 0 then 11 * 4 =
// 44; 2 + 44 * 2 = 90 elements.
// CHECK-LABEL: func @two_dynamic_strides(
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<90xi64>
//       CHECK:   memref.reinterpret_cast %[[A]] to offset: [2], sizes: [2, 3, 4], strides: [44, 5, 11]
func.func @two_dynamic_strides(%s: memref<2x3x4xi64, strided<[60, 5, 15], offset: 2>>) -> memref<2x3x4xi64, strided<[?, 5, ?], offset: 2>> {
  %c = bufferization.clone %s : memref<2x3x4xi64, strided<[60, 5, 15], offset: 2>> to memref<2x3x4xi64, strided<[?, 5, ?], offset: 2>>
  return %c : memref<2x3x4xi64, strided<[?, 5, ?], offset: 2>>
}
