// The general lowering of bufferization.dealloc (spec, "Dealloc Operation
// Lowering" and "Dealloc helper function"): the aligned base pointers of
// the memrefs and retained values and the conditions go into small heap
// lists, one generated function per module, @dealloc_helper, computes for
// each memref whether to free it and for each retained value its new
// ownership, the memrefs are freed under scf.if on the first result list,
// the retained values' ownerships are loaded from the second, and the five
// lists are freed. One helper serves all deallocs of the module; if the
// symbol dealloc_helper is taken, the helper gets a fresh name.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s -split-input-file | FileCheck %s

// The spec's example (with conditions):
//   %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>)
//                           retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)

// CHECK-LABEL: func @general
//  CHECK-SAME: (%[[M0:.*]]: memref<2xf32>, %[[M1:.*]]: memref<5xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[R0:.*]]: memref<1xf32>, %[[R1:.*]]: memref<2xf32>)
//       CHECK:   %[[PTRS:.*]] = memref.alloc() : memref<2xindex>
//  CHECK-NEXT:   %[[PTRS_DYN:.*]] = memref.cast %[[PTRS]] : memref<2xindex> to memref<?xindex>
//  CHECK-NEXT:   %[[CONDS:.*]] = memref.alloc() : memref<2xi1>
//  CHECK-NEXT:   %[[CONDS_DYN:.*]] = memref.cast %[[CONDS]] : memref<2xi1> to memref<?xi1>
//  CHECK-NEXT:   %[[KEPT:.*]] = memref.alloc() : memref<2xindex>
//  CHECK-NEXT:   %[[KEPT_DYN:.*]] = memref.cast %[[KEPT]] : memref<2xindex> to memref<?xindex>
//  CHECK-NEXT:   %[[I0:.*]] = arith.constant 0 : index
//  CHECK-NEXT:   %[[I1:.*]] = arith.constant 1 : index
//  CHECK-NEXT:   %[[M0_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[M0]]
//  CHECK-NEXT:   memref.store %[[M0_PTR]], %[[PTRS]][%[[I0]]]
//  CHECK-NEXT:   memref.store %[[C0]], %[[CONDS]][%[[I0]]]
//  CHECK-NEXT:   %[[M1_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[M1]]
//  CHECK-NEXT:   memref.store %[[M1_PTR]], %[[PTRS]][%[[I1]]]
//  CHECK-NEXT:   memref.store %[[C1]], %[[CONDS]][%[[I1]]]
//  CHECK-NEXT:   %[[R0_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[R0]]
//  CHECK-NEXT:   memref.store %[[R0_PTR]], %[[KEPT]][%[[I0]]]
//  CHECK-NEXT:   %[[R1_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]
//  CHECK-NEXT:   memref.store %[[R1_PTR]], %[[KEPT]][%[[I1]]]
//  CHECK-NEXT:   %[[FREE:.*]] = memref.alloc() : memref<2xi1>
//  CHECK-NEXT:   %[[FREE_DYN:.*]] = memref.cast %[[FREE]] : memref<2xi1> to memref<?xi1>
//  CHECK-NEXT:   %[[OWN:.*]] = memref.alloc() : memref<2xi1>
//  CHECK-NEXT:   %[[OWN_DYN:.*]] = memref.cast %[[OWN]] : memref<2xi1> to memref<?xi1>
//  CHECK-NEXT:   call @dealloc_helper(%[[PTRS_DYN]], %[[KEPT_DYN]], %[[CONDS_DYN]], %[[FREE_DYN]], %[[OWN_DYN]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//  CHECK-NEXT:   %[[F0:.*]] = memref.load %[[FREE]][%[[I0]]]
//  CHECK-NEXT:   scf.if %[[F0]] {
//  CHECK-NEXT:     memref.dealloc %[[M0]] : memref<2xf32>
//       CHECK:   %[[F1:.*]] = memref.load %[[FREE]][%[[I1]]]
//  CHECK-NEXT:   scf.if %[[F1]] {
//  CHECK-NEXT:     memref.dealloc %[[M1]] : memref<5xf32>
//       CHECK:   %[[O0:.*]] = memref.load %[[OWN]][%[[I0]]]
//  CHECK-NEXT:   %[[O1:.*]] = memref.load %[[OWN]][%[[I1]]]
//   CHECK-DAG:   memref.dealloc %[[PTRS]] : memref<2xindex>
//   CHECK-DAG:   memref.dealloc %[[KEPT]] : memref<2xindex>
//   CHECK-DAG:   memref.dealloc %[[CONDS]] : memref<2xi1>
//   CHECK-DAG:   memref.dealloc %[[FREE]] : memref<2xi1>
//   CHECK-DAG:   memref.dealloc %[[OWN]] : memref<2xi1>
//       CHECK:   return %[[O0]], %[[O1]] : i1, i1

// The helper: private, five list arguments (memref pointers, retained
// pointers, conditions, free decisions out, ownership out). The ownership
// list is zero-initialized; for each memref i, the retained values with the
// same pointer get its condition or-ed into their ownership, and it is
// freed iff its condition holds and its pointer differs from every retained
// pointer and from every earlier memref's.

// CHECK-LABEL: func.func private @dealloc_helper
//  CHECK-SAME: (%[[PTRS:.*]]: memref<?xindex>, %[[KEPT:.*]]: memref<?xindex>, %[[CONDS:.*]]: memref<?xi1>, %[[FREE:.*]]: memref<?xi1>, %[[OWN:.*]]: memref<?xi1>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[N:.*]] = memref.dim %[[PTRS]], %{{.*}}
//   CHECK-DAG:   %[[K:.*]] = memref.dim %[[KEPT]], %{{.*}}
//       CHECK:   scf.for %[[J:.*]] = %{{.*}} to %[[K]]
//  CHECK-NEXT:     memref.store %[[FALSE]], %[[OWN]][%[[J]]]
//       CHECK:   scf.for %[[I:.*]] = %{{.*}} to %[[N]]
//  CHECK-NEXT:     %[[P:.*]] = memref.load %[[PTRS]][%[[I]]]
//  CHECK-NEXT:     %[[C:.*]] = memref.load %[[CONDS]][%[[I]]]
//  CHECK-NEXT:     %[[UNKEPT:.*]] = scf.for %[[J2:.*]] = %{{.*}} to %[[K]] {{.*}} -> (i1) {
//  CHECK-NEXT:       %[[Q:.*]] = memref.load %[[KEPT]][%[[J2]]]
//  CHECK-NEXT:       %[[SAME:.*]] = arith.cmpi eq, %[[Q]], %[[P]]
//  CHECK-NEXT:       scf.if %[[SAME]] {
//  CHECK-NEXT:         %[[O:.*]] = memref.load %[[OWN]][%[[J2]]]
//  CHECK-NEXT:         %[[O2:.*]] = arith.ori %[[O]], %[[C]]
//  CHECK-NEXT:         memref.store %[[O2]], %[[OWN]][%[[J2]]]
//       CHECK:     %[[FIRST:.*]] = scf.for %[[J3:.*]] = %{{.*}} to %[[I]] {{.*}} iter_args(%{{.*}} = %[[UNKEPT]]) -> (i1) {
//  CHECK-NEXT:       %[[Q2:.*]] = memref.load %[[PTRS]][%[[J3]]]
//  CHECK-NEXT:       arith.cmpi ne, %[[Q2]], %[[P]]
//       CHECK:     %[[DO_FREE:.*]] = arith.andi %[[FIRST]], %[[C]]
//  CHECK-NEXT:     memref.store %[[DO_FREE]], %[[FREE]][%[[I]]]
//   CHECK-NOT: func.func
func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Several general deallocs in several functions (one of them nested in a
// loop): one helper for the whole module, called by each. Without retained
// values, the retained lists are empty (memref<0x...>).

// CHECK-LABEL: func @first
//       CHECK:   memref.alloc() : memref<0xindex>
//       CHECK:   call @dealloc_helper(
// CHECK-LABEL: func @second
//       CHECK:   scf.for
//       CHECK:     call @dealloc_helper(
//       CHECK:     call @dealloc_helper(
//       CHECK: func.func private @dealloc_helper(
//   CHECK-NOT: func.func
func.func @first(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
func.func @second(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %c: i1, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c, %c)
    bufferization.dealloc (%m0, %m1, %m2 : memref<2xf32>, memref<5xf32>, memref<3xf32>) if (%c, %c, %c) retain (%m2 : memref<3xf32>)
  }
  return
}

// -----

// The symbol dealloc_helper is taken (and dealloc_helper_1 too): the helper
// is named dealloc_helper_2, and the existing symbols are untouched.

// CHECK: func.func private @dealloc_helper(i32)
// CHECK: memref.global "private" @dealloc_helper_1 : memref<2xf32>
// CHECK-LABEL: func @taken
//       CHECK:   call @dealloc_helper_2(
// CHECK-LABEL: func @taken_too
//       CHECK:   call @dealloc_helper_2(
//       CHECK: func.func private @dealloc_helper_2(%{{.*}}: memref<?xindex>, %{{.*}}: memref<?xindex>, %{{.*}}: memref<?xi1>, %{{.*}}: memref<?xi1>, %{{.*}}: memref<?xi1>)
//   CHECK-NOT: func.func
func.func private @dealloc_helper(i32)
memref.global "private" @dealloc_helper_1 : memref<2xf32>
func.func @taken(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}
func.func @taken_too(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
  return
}

// -----

// No general dealloc in the module: no helper.

// CHECK-LABEL: func @specialized_only
//   CHECK-NOT: dealloc_helper
func.func @specialized_only(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}
