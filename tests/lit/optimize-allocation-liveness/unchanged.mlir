// What neither ferrobuf nor upstream MLIR 22 moves; the same FileCheck
// prefix checks both outputs.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' -split-input-file | FileCheck %s

// Test Case: one free per branch (two frees of one buffer): left alone.
//        bb0 (alloc, load)
//       /   \
//   bb1       bb2
//  dealloc   dealloc

// CHECK-LABEL: func @two_frees
//       CHECK:   memref.alloc
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   cf.cond_br
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @two_frees(%c: i1, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  return
^bb2:
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: a returned buffer has no free; nothing to do.

// CHECK-LABEL: func @returned
//   CHECK-NOT:   memref.dealloc
//       CHECK:   return
func.func @returned(%o: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

// Test Case: bufferization.dealloc is not moved.

// CHECK-LABEL: func @bufferization_dealloc
//       CHECK:   memref.load
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   bufferization.dealloc
//  CHECK-NEXT:   return
func.func @bufferization_dealloc(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  return
}

// -----

// Test Case: only a cast of the allocation is freed: the allocation has no
// free of its own, so nothing moves.

// CHECK-LABEL: func @alias_freed
//       CHECK:   memref.cast
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
func.func @alias_freed(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  %k = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %k : memref<?xf32>
  return
}

// -----

// Test Case: allocas are never freed; a function without frees is left
// unchanged.

// CHECK-LABEL: func @alloca_only
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   memref.alloca
//  CHECK-NEXT:   memref.load
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return
func.func @alloca_only(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloca() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  return
}

// -----

// Test Case: the free is already right after the last use.

// CHECK-LABEL: func @already_tight
//       CHECK:   memref.load
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   memref.store
func.func @already_tight(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  return
}
