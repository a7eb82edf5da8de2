// The general lowering of bufferization.dealloc (spec, "Dealloc Operation
// Lowering" and "Dealloc helper function"). With two to INLINE_MAX (4)
// memrefs, the helper's decisions are computed inline (pairwise pointer
// comparisons; beyond upstream, which always calls the helper). With more,
// the aligned base pointers of the memrefs and retained values and the
// conditions go into small heap lists, one generated function per module,
// @dealloc_helper, computes for each memref whether to free it and for
// each retained value its new ownership, the memrefs are freed under
// scf.if on the first result list, the retained values' ownerships are
// loaded from the second, and the five lists are freed. One helper serves
// all deallocs of the module; if the symbol dealloc_helper is taken, the
// helper gets a fresh name. Inline or in the helper, a memref whose pointer
// equals an earlier memref's is only kept alive by it if that one is freed
// (a duplicate is freed exactly once; upstream's helper leaks when the
// first occurrence is not owned: see helper-duplicate-memrefs.mlir).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s -split-input-file | FileCheck %s

// The spec's example (with conditions):
//   %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>)
//                           retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
// With at most INLINE_MAX (4) memrefs, the helper's decisions are computed
// inline, with pairwise pointer comparisons (no call, no heap lists):
// %m0 is freed iff c0 and its pointer is neither retained one's; %m1 iff c1,
// neither retained pointer, and not the pointer of %m0 *if %m0 is freed*;
// the ownership of r_j is the disjunction of (ptr(m_i) = ptr(r_j)) and c_i.

// CHECK-LABEL: func @general
//  CHECK-SAME: (%[[M0:.*]]: memref<2xf32>, %[[M1:.*]]: memref<5xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[R0:.*]]: memref<1xf32>, %[[R1:.*]]: memref<2xf32>)
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   call
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//  CHECK-NEXT:   %[[P0:.*]] = memref.extract_aligned_pointer_as_index %[[M0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[M1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[Q0:.*]] = memref.extract_aligned_pointer_as_index %[[R0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[Q1:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[S00:.*]] = arith.cmpi eq, %[[P0]], %[[Q0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[O00:.*]] = arith.andi %[[S00]], %[[C0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D00:.*]] = arith.cmpi ne, %[[P0]], %[[Q0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[F0A:.*]] = arith.andi %[[C0]], %[[D00]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[S01:.*]] = arith.cmpi eq, %[[P0]], %[[Q1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[O01:.*]] = arith.andi %[[S01]], %[[C0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D01:.*]] = arith.cmpi ne, %[[P0]], %[[Q1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[F0:.*]] = arith.andi %[[F0A]], %[[D01]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if %[[F0]] {
//  CHECK-NEXT:     memref.dealloc %[[M0]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[S10:.*]] = arith.cmpi eq, %[[P1]], %[[Q0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[O10:.*]] = arith.andi %[[S10]], %[[C1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[OWN0:.*]] = arith.ori %[[O00]], %[[O10]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D10:.*]] = arith.cmpi ne, %[[P1]], %[[Q0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[F1A:.*]] = arith.andi %[[C1]], %[[D10]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[S11:.*]] = arith.cmpi eq, %[[P1]], %[[Q1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[O11:.*]] = arith.andi %[[S11]], %[[C1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[OWN1:.*]] = arith.ori %[[O01]], %[[O11]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D11:.*]] = arith.cmpi ne, %[[P1]], %[[Q1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[F1B:.*]] = arith.andi %[[F1A]], %[[D11]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[SAME01:.*]] = arith.cmpi eq, %[[P0]], %[[P1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[DUP:.*]] = arith.andi %[[SAME01]], %[[F0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[NOT_DUP:.*]] = arith.xori %[[DUP]], %[[TRUE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[F1:.*]] = arith.andi %[[F1B]], %[[NOT_DUP]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if %[[F1]] {
//  CHECK-NEXT:     memref.dealloc %[[M1]] : memref<5xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[OWN0]], %[[OWN1]] : i1, i1
//   CHECK-NOT: func.func private @dealloc_helper
func.func @general(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Five memrefs (more than INLINE_MAX), two retained: through the helper.

// CHECK-LABEL: func @general5
//  CHECK-SAME: (%[[M0:[^:]*]]: memref<2xf32>, %[[M1:[^:]*]]: memref<5xf32>, %[[M2:[^:]*]]: memref<3xf32>, %[[M3:[^:]*]]: memref<4xf32>, %[[M4:[^:]*]]: memref<6xf32>, %[[C0:[^:]*]]: i1, %[[C1:[^:]*]]: i1, %[[R0:[^:]*]]: memref<1xf32>, %[[R1:[^:]*]]: memref<2xf32>)
// The index constants are made at the function's entry, where canonicalize
// would move them.
//   CHECK-DAG:   %[[I0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[I1:.*]] = arith.constant 1 : index
//   CHECK-DAG:   %[[I2:.*]] = arith.constant 2 : index
//   CHECK-DAG:   %[[I3:.*]] = arith.constant 3 : index
//   CHECK-DAG:   %[[I4:.*]] = arith.constant 4 : index
//       CHECK:   %[[PTRS:.*]] = memref.alloc() : memref<5xindex>
//  CHECK-NEXT:   %[[PTRS_DYN:.*]] = memref.cast %[[PTRS]] : memref<5xindex> to memref<?xindex>
//  CHECK-NEXT:   %[[CONDS:.*]] = memref.alloc() : memref<5xi1>
//  CHECK-NEXT:   %[[CONDS_DYN:.*]] = memref.cast %[[CONDS]] : memref<5xi1> to memref<?xi1>
//  CHECK-NEXT:   %[[KEPT:.*]] = memref.alloc() : memref<2xindex>
//  CHECK-NEXT:   %[[KEPT_DYN:.*]] = memref.cast %[[KEPT]] : memref<2xindex> to memref<?xindex>
//  CHECK-NEXT:   %[[M0_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[M0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store %[[M0_PTR]], %[[PTRS]][%[[I0]]]
//  CHECK-NEXT:   memref.store %[[C0]], %[[CONDS]][%[[I0]]]
//  CHECK-NEXT:   %[[M1_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[M1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store %[[M1_PTR]], %[[PTRS]][%[[I1]]]
//  CHECK-NEXT:   memref.store %[[C1]], %[[CONDS]][%[[I1]]]
//       CHECK:   %[[M4_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[M4]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store %[[M4_PTR]], %[[PTRS]][%[[I4]]]
//  CHECK-NEXT:   memref.store %[[C1]], %[[CONDS]][%[[I4]]]
//  CHECK-NEXT:   %[[R0_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[R0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store %[[R0_PTR]], %[[KEPT]][%[[I0]]]
//  CHECK-NEXT:   %[[R1_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store %[[R1_PTR]], %[[KEPT]][%[[I1]]]
//  CHECK-NEXT:   %[[FREE:.*]] = memref.alloc() : memref<5xi1>
//  CHECK-NEXT:   %[[FREE_DYN:.*]] = memref.cast %[[FREE]] : memref<5xi1> to memref<?xi1>
//  CHECK-NEXT:   %[[OWN:.*]] = memref.alloc() : memref<2xi1>
//  CHECK-NEXT:   %[[OWN_DYN:.*]] = memref.cast %[[OWN]] : memref<2xi1> to memref<?xi1>
//  CHECK-NEXT:   call @dealloc_helper(%[[PTRS_DYN]], %[[KEPT_DYN]], %[[CONDS_DYN]], %[[FREE_DYN]], %[[OWN_DYN]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
//  CHECK-NEXT:   %[[F0:.*]] = memref.load %[[FREE]][%[[I0]]]
//  CHECK-NEXT:   scf.if %[[F0]] {
//  CHECK-NEXT:     memref.dealloc %[[M0]] : memref<2xf32>
//       CHECK:   %[[F1:.*]] = memref.load %[[FREE]][%[[I1]]]
//  CHECK-NEXT:   scf.if %[[F1]] {
//  CHECK-NEXT:     memref.dealloc %[[M1]] : memref<5xf32>
//       CHECK:   %[[F2:.*]] = memref.load %[[FREE]][%[[I2]]]
//  CHECK-NEXT:   scf.if %[[F2]] {
//  CHECK-NEXT:     memref.dealloc %[[M2]] : memref<3xf32>
//       CHECK:   %[[F3:.*]] = memref.load %[[FREE]][%[[I3]]]
//  CHECK-NEXT:   scf.if %[[F3]] {
//  CHECK-NEXT:     memref.dealloc %[[M3]] : memref<4xf32>
//       CHECK:   %[[F4:.*]] = memref.load %[[FREE]][%[[I4]]]
//  CHECK-NEXT:   scf.if %[[F4]] {
//  CHECK-NEXT:     memref.dealloc %[[M4]] : memref<6xf32>
//       CHECK:   %[[O0:.*]] = memref.load %[[OWN]][%[[I0]]]
//  CHECK-NEXT:   %[[O1:.*]] = memref.load %[[OWN]][%[[I1]]]
//   CHECK-DAG:   memref.dealloc %[[PTRS]] : memref<5xindex>
//   CHECK-DAG:   memref.dealloc %[[KEPT]] : memref<2xindex>
//   CHECK-DAG:   memref.dealloc %[[CONDS]] : memref<5xi1>
//   CHECK-DAG:   memref.dealloc %[[FREE]] : memref<5xi1>
//   CHECK-DAG:   memref.dealloc %[[OWN]] : memref<2xi1>
//       CHECK:   return %[[O0]], %[[O1]] : i1, i1

// The helper: private, five list arguments (memref pointers, retained
// pointers, conditions, free decisions out, ownership out). The ownership
// list is zero-initialized; for each memref i, the retained values with the
// same pointer get its condition or-ed into their ownership, and it is
// freed iff its condition holds and its pointer differs from every retained
// pointer and from every earlier memref's *that is freed* (the free list
// computed so far): a duplicate is freed once, even when its first
// occurrence is not owned.

// CHECK-LABEL: func.func private @dealloc_helper
//  CHECK-SAME: (%[[PTRS:.*]]: memref<?xindex>, %[[KEPT:.*]]: memref<?xindex>, %[[CONDS:.*]]: memref<?xi1>, %[[FREE:.*]]: memref<?xi1>, %[[OWN:.*]]: memref<?xi1>)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[N:.*]] = memref.dim %[[PTRS]], %{{.*}}
//   CHECK-DAG:   %[[K:.*]] = memref.dim %[[KEPT]], %{{.*}}
//       CHECK:   scf.for %[[J:.*]] = %{{.*}} to %[[K]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.store %[[FALSE]], %[[OWN]][%[[J]]]
//       CHECK:   scf.for %[[I:.*]] = %{{.*}} to %[[N]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[P:.*]] = memref.load %[[PTRS]][%[[I]]]
//  CHECK-NEXT:     %[[C:.*]] = memref.load %[[CONDS]][%[[I]]]
//  CHECK-NEXT:     %[[UNKEPT:.*]] = scf.for %[[J2:.*]] = %{{.*}} to %[[K]] {{.*}} -> (i1) {
//  CHECK-NEXT:       %[[Q:.*]] = memref.load %[[KEPT]][%[[J2]]]
//  CHECK-NEXT:       %[[SAME:.*]] = arith.cmpi eq, %[[Q]], %[[P]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       scf.if %[[SAME]] {
//  CHECK-NEXT:         %[[O:.*]] = memref.load %[[OWN]][%[[J2]]]
//  CHECK-NEXT:         %[[O2:.*]] = arith.ori %[[O]], %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:         memref.store %[[O2]], %[[OWN]][%[[J2]]]
//       CHECK:     %[[FIRST:.*]] = scf.for %[[J3:.*]] = %{{.*}} to %[[I]] {{.*}} iter_args(%[[ACC:.*]] = %[[UNKEPT]]) -> (i1) {
//  CHECK-NEXT:       %[[Q2:.*]] = memref.load %[[PTRS]][%[[J3]]]
//  CHECK-NEXT:       %[[FREED:.*]] = memref.load %[[FREE]][%[[J3]]]
//  CHECK-NEXT:       %[[SAME2:.*]] = arith.cmpi eq, %[[Q2]], %[[P]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       %[[DUP:.*]] = arith.andi %[[SAME2]], %[[FREED]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       %[[NOT_DUP:.*]] = arith.xori %[[DUP]], %[[TRUE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       %[[ACC2:.*]] = arith.andi %[[ACC]], %[[NOT_DUP]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       scf.yield %[[ACC2]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     }
//  CHECK-NEXT:     %[[DO_FREE:.*]] = arith.andi %[[FIRST]], %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.store %[[DO_FREE]], %[[FREE]][%[[I]]]
//   CHECK-NOT: func.func
func.func @general5(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %true, %c0, %c1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// INLINE_MAX memrefs: still inline, no helper. Each later memref is checked
// against every earlier one that is freed.

// CHECK-LABEL: func @four
//  CHECK-SAME: (%[[M0:[^:]*]]: memref<2xf32>, %[[M1:[^:]*]]: memref<5xf32>, %[[M2:[^:]*]]: memref<3xf32>, %[[M3:[^:]*]]: memref<4xf32>, %[[C:[^:]*]]: i1)
//   CHECK-NOT:   call
//       CHECK:   %[[P0:.*]] = memref.extract_aligned_pointer_as_index %[[M0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[M1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[P2:.*]] = memref.extract_aligned_pointer_as_index %[[M2]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[P3:.*]] = memref.extract_aligned_pointer_as_index %[[M3]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[M0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[S01:.*]] = arith.cmpi eq, %[[P0]], %[[P1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[DUP01:.*]] = arith.andi %[[S01]], %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[F1:.*]] = arith.andi %[[C]], %{{.*}}
//  CHECK-NEXT:   scf.if %[[F1]] {
//  CHECK-NEXT:     memref.dealloc %[[M1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[S02:.*]] = arith.cmpi eq, %[[P0]], %[[P2]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   arith.andi %[[S02]], %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[S12:.*]] = arith.cmpi eq, %[[P1]], %[[P2]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   arith.andi %[[S12]], %[[F1]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[F2:.*]] = arith.andi
//  CHECK-NEXT:   scf.if %[[F2]] {
//  CHECK-NEXT:     memref.dealloc %[[M2]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[S03:.*]] = arith.cmpi eq, %[[P0]], %[[P3]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   arith.andi %[[S03]], %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[S13:.*]] = arith.cmpi eq, %[[P1]], %[[P3]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   arith.andi %[[S13]], %[[F1]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[S23:.*]] = arith.cmpi eq, %[[P2]], %[[P3]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   arith.andi %[[S23]], %[[F2]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[F3:.*]] = arith.andi
//  CHECK-NEXT:   scf.if %[[F3]] {
//  CHECK-NEXT:     memref.dealloc %[[M3]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
//   CHECK-NOT: func.func private @dealloc_helper
func.func @four(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1, %m2, %m3 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>) if (%c, %c, %c, %c)
  return
}

// -----

// Several general deallocs (five memrefs each) in several functions (one
// of them nested in a loop): one helper for the whole module, called by
// each. Without retained values, the retained lists are empty
// (memref<0x...>). A dealloc with two memrefs in the same loop is inlined.

// CHECK-LABEL: func @first
//       CHECK:   memref.alloc() : memref<0xindex>
//       CHECK:   call @dealloc_helper(
// CHECK-LABEL: func @second
//       CHECK:   scf.for
//   CHECK-NOT:     call
//       CHECK:     memref.extract_aligned_pointer_as_index
//       CHECK:     call @dealloc_helper(
//       CHECK:     call @dealloc_helper(
//       CHECK: func.func private @dealloc_helper(
//   CHECK-NOT: func.func
func.func @first(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
  return
}
func.func @second(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %m5: memref<7xf32>, %c: i1, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c, %c)
    bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c, %c, %c, %c, %c)
    bufferization.dealloc (%m0, %m1, %m2, %m3, %m4, %m5 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>, memref<7xf32>) if (%c, %c, %c, %c, %c, %c) retain (%m5 : memref<7xf32>)
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
func.func @taken(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
  return
}
func.func @taken_too(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
  return
}

// -----

// No dealloc with more than INLINE_MAX memrefs in the module: no helper.

// CHECK-LABEL: func @specialized_only
//   CHECK-NOT: dealloc_helper
func.func @specialized_only(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}
