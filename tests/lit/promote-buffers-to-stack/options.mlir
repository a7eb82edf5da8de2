// promote-buffers-to-stack options: the same input under several
// {max-alloc-size-in-bytes=... max-rank-of-allocated-memref=...} settings,
// and without options (the defaults are 1024 and 1, like the explicit
// setting). Each prefix is what upstream MLIR 22 outputs for that setting.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack))' %s | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack))' %s | FileCheck %s --check-prefix=DEFAULT
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s | FileCheck %s --check-prefix=DEFAULT
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=16 max-rank-of-allocated-memref=1}))' %s | FileCheck %s --check-prefix=SMALL
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=16 max-rank-of-allocated-memref=1}))' %s | FileCheck %s --check-prefix=SMALL
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=0 max-rank-of-allocated-memref=0}))' %s | FileCheck %s --check-prefix=ZERO
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=0 max-rank-of-allocated-memref=0}))' %s | FileCheck %s --check-prefix=ZERO
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=4096 max-rank-of-allocated-memref=3}))' %s | FileCheck %s --check-prefix=LARGE
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=4096 max-rank-of-allocated-memref=3}))' %s | FileCheck %s --check-prefix=LARGE
// Option order does not matter, and one option alone keeps the other's
// default:
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-rank-of-allocated-memref=1 max-alloc-size-in-bytes=16}))' %s | FileCheck %s --check-prefix=SMALL
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-rank-of-allocated-memref=1 max-alloc-size-in-bytes=16}))' %s | FileCheck %s --check-prefix=SMALL
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=16}))' %s | FileCheck %s --check-prefix=SMALL
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=16}))' %s | FileCheck %s --check-prefix=SMALL

// DEFAULT-LABEL: func @options
//  DEFAULT-NEXT:   memref.alloca() : memref<4xf32>
//  DEFAULT-NEXT:   memref.alloca() : memref<5xf32>
//  DEFAULT-NEXT:   memref.alloca() : memref<f32>
//  DEFAULT-NEXT:   memref.alloca() : memref<0xf32>
//  DEFAULT-NEXT:   memref.alloca() : memref<256xf32>
//  DEFAULT-NEXT:   memref.alloc() : memref<1024xf32>
//  DEFAULT-NEXT:   memref.alloc() : memref<1025xf32>
//  DEFAULT-NEXT:   memref.rank
//  DEFAULT-NEXT:   memref.alloca(%{{.*}}) : memref<?xf32>
//  DEFAULT-NEXT:   memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>

// 16 bytes: 4 x f32 is exactly at the limit.
// SMALL-LABEL: func @options
//  SMALL-NEXT:   memref.alloca() : memref<4xf32>
//  SMALL-NEXT:   memref.alloc() : memref<5xf32>
//  SMALL-NEXT:   memref.alloca() : memref<f32>
//  SMALL-NEXT:   memref.alloca() : memref<0xf32>
//  SMALL-NEXT:   memref.alloc() : memref<256xf32>
//  SMALL-NEXT:   memref.alloc() : memref<1024xf32>
//  SMALL-NEXT:   memref.alloc() : memref<1025xf32>
//  SMALL-NEXT:   memref.rank
//  SMALL-NEXT:   memref.alloca(%{{.*}}) : memref<?xf32>
//  SMALL-NEXT:   memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>

// 0 bytes: only the empty memref fits; rank 0 admits no dynamic alloc.
// ZERO-LABEL: func @options
//  ZERO-NEXT:   memref.alloc() : memref<4xf32>
//  ZERO-NEXT:   memref.alloc() : memref<5xf32>
//  ZERO-NEXT:   memref.alloc() : memref<f32>
//  ZERO-NEXT:   memref.alloca() : memref<0xf32>
//  ZERO-NEXT:   memref.alloc() : memref<256xf32>
//  ZERO-NEXT:   memref.alloc() : memref<1024xf32>
//  ZERO-NEXT:   memref.alloc() : memref<1025xf32>
//  ZERO-NEXT:   memref.rank
//  ZERO-NEXT:   memref.alloc(%{{.*}}) : memref<?xf32>
//  ZERO-NEXT:   memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>

// 4096 bytes, rank 3: 1024 x f32 is exactly at the limit.
// LARGE-LABEL: func @options
//  LARGE-NEXT:   memref.alloca() : memref<4xf32>
//  LARGE-NEXT:   memref.alloca() : memref<5xf32>
//  LARGE-NEXT:   memref.alloca() : memref<f32>
//  LARGE-NEXT:   memref.alloca() : memref<0xf32>
//  LARGE-NEXT:   memref.alloca() : memref<256xf32>
//  LARGE-NEXT:   memref.alloca() : memref<1024xf32>
//  LARGE-NEXT:   memref.alloc() : memref<1025xf32>
//  LARGE-NEXT:   memref.rank
//  LARGE-NEXT:   memref.alloca(%{{.*}}) : memref<?xf32>
//  LARGE-NEXT:   memref.alloca(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>
func.func @options(%x: memref<*xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<5xf32>
  %2 = memref.alloc() : memref<f32>
  %3 = memref.alloc() : memref<0xf32>
  %4 = memref.alloc() : memref<256xf32>
  %5 = memref.alloc() : memref<1024xf32>
  %6 = memref.alloc() : memref<1025xf32>
  %r = memref.rank %x : memref<*xf32>
  %7 = memref.alloc(%r) : memref<?xf32>
  %8 = memref.alloc(%r, %r, %r) : memref<?x?x?xf32>
  return
}
