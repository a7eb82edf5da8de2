// Adjacent one-memref deallocations (no retained values) under the same
// condition are freed in one `scf.if` (canonicalize would merge the two
// `scf.if`s anyway; emitting them merged saves it the work). A different
// condition or any op in between starts a new `scf.if`; a constant
// condition gives a plain `memref.dealloc` (or nothing).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s

// CHECK-LABEL: func @same_condition
//  CHECK-SAME: (%[[A:[^:]*]]: memref<2xf32>, %[[B:[^:]*]]: memref<2xf32>, %[[C:[^:]*]]: memref<2xf32>, %[[X:[^:]*]]: i1, %[[Y:[^:]*]]: i1)
//  CHECK-NEXT:   scf.if %[[X]] {
//  CHECK-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.dealloc %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   scf.if %[[Y]] {
//  CHECK-NEXT:     memref.dealloc %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @same_condition(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>, %x: i1, %y: i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%x)
  bufferization.dealloc (%b : memref<2xf32>) if (%x)
  bufferization.dealloc (%c : memref<2xf32>) if (%y)
  return
}

// CHECK-LABEL: func @op_in_between
//  CHECK-SAME: (%[[A:[^:]*]]: memref<2xf32>, %[[B:[^:]*]]: memref<2xf32>, %[[X:[^:]*]]: i1, %[[I:[^:]*]]: index, %[[F:[^:]*]]: f32)
//  CHECK-NEXT:   scf.if %[[X]] {
//  CHECK-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.store %[[F]], %[[B]][%[[I]]]
//  CHECK-NEXT:   scf.if %[[X]] {
//  CHECK-NEXT:     memref.dealloc %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @op_in_between(%a: memref<2xf32>, %b: memref<2xf32>, %x: i1, %i: index, %f: f32) {
  bufferization.dealloc (%a : memref<2xf32>) if (%x)
  memref.store %f, %b[%i] : memref<2xf32>
  bufferization.dealloc (%b : memref<2xf32>) if (%x)
  return
}

// CHECK-LABEL: func @constant_conditions
//  CHECK-SAME: (%[[A:[^:]*]]: memref<2xf32>, %[[B:[^:]*]]: memref<2xf32>, %[[C:[^:]*]]: memref<2xf32>, %[[X:[^:]*]]: i1)
//   CHECK-NOT:   memref.dealloc %[[A]]
//       CHECK:   memref.dealloc %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if %[[X]] {
//  CHECK-NEXT:     memref.dealloc %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @constant_conditions(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>, %x: i1) {
  %false = arith.constant false
  %true = arith.constant true
  bufferization.dealloc (%a : memref<2xf32>) if (%false)
  bufferization.dealloc (%b : memref<2xf32>) if (%true)
  bufferization.dealloc (%c : memref<2xf32>) if (%x)
  return
}
