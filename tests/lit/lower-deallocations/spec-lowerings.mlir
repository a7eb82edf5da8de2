// The specialized lowerings of bufferization.dealloc of the spec
// (spec/ownership-based-buffer-deallocation.md, "Lower Deallocations Pass",
// "Specialized Lowerings"), on the spec's own examples: one memref and
// nothing retained, one memref and any number of retained values; plus the
// trivial case without memrefs. The general case (helper function) is in
// helper.mlir.
//
// CHECK lines hold for ferrobuf and upstream; FERRO / UPSTREAM lines show
// the one difference: for a constant condition ferrobuf emits the plain
// memref.dealloc (true) or nothing (false) where upstream emits
// `scf.if %true/%false` and leaves the rest to canonicalize ("In most cases,
// the branch condition is either constant 'true' or 'false' and can thus be
// optimized away entirely by the canonicalizer pass"). Both emit scf.if
// without an else region.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,FERRO
// RUN: mlir-opt --pass-pipeline='builtin.module(bufferization-lower-deallocations)' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// Spec, "One memref, no retained":
//   bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
// lowers to
//   scf.if %arg1 { memref.dealloc %arg0 : memref<2xf32> }

// CHECK-LABEL: func @one_memref_dynamic
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
//  CHECK-NEXT:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[M]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @one_memref_dynamic(%arg0: memref<2xf32>, %arg1: i1) {
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
  return
}

// -----

// Statically owned: a plain memref.dealloc.

// CHECK-LABEL: func @one_memref_true
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>)
//       FERRO:   arith.constant true
//  FERRO-NEXT:   memref.dealloc %[[M]] : memref<2xf32>
//  FERRO-NEXT:   return
//    UPSTREAM:   %[[TRUE:.*]] = arith.constant true
//    UPSTREAM:   scf.if %[[TRUE]] {
//    UPSTREAM:     memref.dealloc %[[M]] : memref<2xf32>
func.func @one_memref_true(%m: memref<2xf32>) {
  %true = arith.constant true
  bufferization.dealloc (%m : memref<2xf32>) if (%true)
  return
}

// -----

// Never owned: nothing is freed.

// CHECK-LABEL: func @one_memref_false
//   FERRO-NOT:   memref.dealloc
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return
func.func @one_memref_false(%m: memref<2xf32>) {
  %false = arith.constant false
  bufferization.dealloc (%m : memref<2xf32>) if (%false)
  return
}

// -----

// Spec, "One memref, arbitrarily many retained":
//   %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%cond)
//                         retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
//   return %0#0, %0#1 : i1, i1
// Compare the aligned base pointer of %m with each retained one; free %m
// when owned and aliasing none; the ownership of each retained value is
// "aliases %m and %cond". Code size linear in the retained values.

// CHECK-LABEL: func @one_memref_retained
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[COND:.*]]: i1, %[[R0:.*]]: memref<1xf32>, %[[R1:.*]]: memref<2xf32>)
//  CHECK-NEXT:   %[[M_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[M]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[R0_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[R0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[R0_NE:.*]] = arith.cmpi ne, %[[M_PTR]], %[[R0_PTR]] : index
//  CHECK-NEXT:   %[[R1_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[R1_NE:.*]] = arith.cmpi ne, %[[M_PTR]], %[[R1_PTR]] : index
//  CHECK-NEXT:   %[[NOT_RETAINED:.*]] = arith.andi %[[R0_NE]], %[[R1_NE]] : i1
//  CHECK-NEXT:   %[[SHOULD:.*]] = arith.andi %[[NOT_RETAINED]], %[[COND]] : i1
//  CHECK-NEXT:   scf.if %[[SHOULD]] {
//  CHECK-NEXT:     memref.dealloc %[[M]] : memref<2xf32>
//  CHECK-NEXT:   }
// Upstream (as the spec shows) negates the `ne` comparisons; ferrobuf emits
// the `eq` comparisons canonicalize would turn them into.
//    UPSTREAM:   %[[TRUE:.*]] = arith.constant true
// UPSTREAM-NEXT:   %[[R0_EQ:.*]] = arith.xori %[[R0_NE]], %[[TRUE]] : i1
//       FERRO:   %[[R0_EQ:.*]] = arith.cmpi eq, %[[M_PTR]], %[[R0_PTR]] : index
//  CHECK-NEXT:   %[[R0_OWN:.*]] = arith.andi %[[R0_EQ]], %[[COND]] : i1
// UPSTREAM-NEXT:   %[[R1_EQ:.*]] = arith.xori %[[R1_NE]], %[[TRUE]] : i1
//  FERRO-NEXT:   %[[R1_EQ:.*]] = arith.cmpi eq, %[[M_PTR]], %[[R1_PTR]] : index
//  CHECK-NEXT:   %[[R1_OWN:.*]] = arith.andi %[[R1_EQ]], %[[COND]] : i1
//  CHECK-NEXT:   return %[[R0_OWN]], %[[R1_OWN]] : i1, i1
func.func @one_memref_retained(%m: memref<2xf32>, %cond: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%cond) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// The same with a statically owned memref: ferrobuf leaves the `and true`
// out.

// CHECK-LABEL: func @one_memref_retained_owned
//  CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[R:.*]]: memref<2xf32>)
//       CHECK:   %[[NE:.*]] = arith.cmpi ne, %[[MP:.*]], %[[RP:.*]] : index
//  FERRO-NEXT:   scf.if %[[NE]] {
//       CHECK:     memref.dealloc %[[M]] : memref<2xf32>
//    UPSTREAM:   %[[EQ:.*]] = arith.xori %[[NE]]{{([^[:alnum:]_]|$)}}
//       FERRO:   %[[EQ:.*]] = arith.cmpi eq, %[[MP]], %[[RP]] : index
//  FERRO-NEXT:   return %[[EQ]] : i1
func.func @one_memref_retained_owned(%m: memref<2xf32>, %r: memref<2xf32>) -> i1 {
  %true = arith.constant true
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%true) retain (%r : memref<2xf32>)
  return %0 : i1
}

// -----

// No memrefs: nothing to free, every retained value has ownership false.

// CHECK-LABEL: func @no_memrefs
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return %[[FALSE]], %[[FALSE]] : i1, i1
func.func @no_memrefs(%r0: memref<2xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r0, %r1 : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}
