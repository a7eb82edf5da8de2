// promote-buffers-to-stack keeps the alloc's attributes (alignment) and its
// type (layout, memory space) on the alloca.
// Every CHECK is what upstream MLIR 22's promote-buffers-to-stack outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @alignment
//  CHECK-NEXT:   %[[A:.*]] = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1024xf32>
//  CHECK-NEXT:   memref.rank
//  CHECK-NEXT:   %[[C:.*]] = memref.alloca(%{{.*}}) {alignment = 16 : i64} : memref<?xi64>
func.func @alignment(%x: memref<*xf32>) {
  %0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  %1 = memref.alloc() {alignment = 64 : i64} : memref<1024xf32>
  %r = memref.rank %x : memref<*xf32>
  %2 = memref.alloc(%r) {alignment = 16 : i64} : memref<?xi64>
  return
}

// -----

// A non-default memory space is kept (upstream promotes it as is), and so
// is a layout.

//       CHECK: #[[MAP:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func @memory_space_and_layout
//  CHECK-NEXT:   memref.alloca() : memref<4xf32, 1>
//  CHECK-NEXT:   memref.alloca() : memref<2x2xf32, strided<[2, 1]>>
//  CHECK-NEXT:   memref.alloca() : memref<2x2xf32, #[[MAP]]>
func.func @memory_space_and_layout() {
  %0 = memref.alloc() : memref<4xf32, 1>
  %1 = memref.alloc() : memref<2x2xf32, strided<[2, 1]>>
  %2 = memref.alloc() : memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
