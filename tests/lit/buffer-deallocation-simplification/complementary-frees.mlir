// Simplification 5 (ferrobuf only): two lone conditional frees of the same
// memref in one block under complementary conditions (c / ¬c, o∧c / o∧¬c,
// or inverse arith.cmpi predicates) become one free. This is what the
// deallocation pass leaves before a cf.cond_br when a buffer is owned on
// both edges. Upstream keeps both frees (canonicalize later turns adjacent
// ones into scf.if/else with the same free in each branch).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// c and ¬c (xori with true): freed on every path, so unconditionally.
// CHECK-LABEL: func @negation
//  CHECK-SAME: (%[[C:.*]]: i1)
//   CHECK-NOT:   arith.xori
//   CHECK-NOT:   scf.if
//       CHECK:   memref.dealloc %[[A:.*]] : memref<2xf32>
//   CHECK-NOT:   dealloc
//       CHECK:   cf.cond_br %[[C]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-LABEL: func @negation
// UPSTREAM-COUNT-2: bufferization.dealloc
func.func @negation(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  %nc = arith.xori %c, %true : i1
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  bufferization.dealloc (%a : memref<2xf32>) if (%nc)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %b : memref<2xf32>
  return
^bb2:
  memref.dealloc %b : memref<2xf32>
  return
}

// -----

// o∧c and o∧¬c (operands in either order): freed under o.
// CHECK-LABEL: func @owned
//  CHECK-SAME: (%[[C:.*]]: i1, %[[O:.*]]: i1, %[[M:.*]]: memref<2xf32>)
//   CHECK-NOT:   arith.andi
//       CHECK:   scf.if %[[O]] {
//  CHECK-NEXT:     memref.dealloc %[[M]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   cf.cond_br
func.func @owned(%c: i1, %o: i1, %m: memref<2xf32>) {
  %true = arith.constant true
  %nc = arith.xori %true, %c : i1
  %k1 = arith.andi %o, %c : i1
  %k2 = arith.andi %nc, %o : i1
  bufferization.dealloc (%m : memref<2xf32>) if (%k1)
  bufferization.dealloc (%m : memref<2xf32>) if (%k2)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// Inverse comparisons (what canonicalize makes of xori(cmpi, true)), with
// another buffer's frees in between.
// CHECK-LABEL: func @inverse_cmpi
//  CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[O:.*]]: i1, %[[M:.*]]: memref<2xf32>, %[[N:.*]]: memref<2xf32>)
//       CHECK:   %[[P:.*]] = arith.cmpi slt, %[[X]], %[[Y]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if %[[P]] {
//  CHECK-NEXT:     memref.dealloc %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if %[[O]] {
//  CHECK-NEXT:     memref.dealloc %[[M]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//   CHECK-NOT:   scf.if
//       CHECK:   cf.cond_br %[[P]]{{([^[:alnum:]_]|$)}}
func.func @inverse_cmpi(%x: i32, %y: i32, %o: i1, %m: memref<2xf32>, %n: memref<2xf32>) {
  %p = arith.cmpi slt, %x, %y : i32
  %q = arith.cmpi sge, %x, %y : i32
  %k1 = arith.andi %o, %p : i1
  %k2 = arith.andi %o, %q : i1
  bufferization.dealloc (%m : memref<2xf32>) if (%k1)
  bufferization.dealloc (%n : memref<2xf32>) if (%p)
  bufferization.dealloc (%m : memref<2xf32>) if (%k2)
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// Not merged: an op that may touch memory between the two frees; the same
// condition twice; different memrefs; different owners.
// CHECK-LABEL: func @kept
//  CHECK-SAME: (%[[C:.*]]: i1, %[[O:.*]]: i1, %[[O2:.*]]: i1, %[[M:.*]]: memref<2xf32>, %[[N:.*]]: memref<2xf32>)
//       CHECK:   %[[NC:.*]] = arith.xori
//       CHECK:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[M]]{{([^[:alnum:]_]|$)}}
//       CHECK:   test.copy
//       CHECK:   scf.if %[[NC]] {
//  CHECK-NEXT:     memref.dealloc %[[M]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[K1:.*]] = arith.andi %[[O]], %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[K2:.*]] = arith.andi %[[O2]], %[[NC]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if %[[K1]] {
//  CHECK-NEXT:     memref.dealloc %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if %[[K2]] {
//  CHECK-NEXT:     memref.dealloc %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return
func.func @kept(%c: i1, %o: i1, %o2: i1, %m: memref<2xf32>, %n: memref<2xf32>) {
  %true = arith.constant true
  %nc = arith.xori %c, %true : i1
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  test.copy(%n, %n) : (memref<2xf32>, memref<2xf32>)
  bufferization.dealloc (%m : memref<2xf32>) if (%nc)
  bufferization.dealloc (%n : memref<2xf32>) if (%c)
  bufferization.dealloc (%n : memref<2xf32>) if (%c)
  %k1 = arith.andi %o, %c : i1
  %k2 = arith.andi %o2, %nc : i1
  bufferization.dealloc (%n : memref<2xf32>) if (%k1)
  bufferization.dealloc (%n : memref<2xf32>) if (%k2)
  return
}
