// Earlier than upstream: a free in another block than its allocation moves
// within its own block. Upstream MLIR 22 only moves frees that are in the
// allocation's block. The ops between the new and the old place of the
// free use no alias of the buffer, and every use outside the free's block
// either runs before the block is entered or after the free (which the
// input already forbids), so freeing earlier in the block is safe.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// Test Case: a diamond passing %a to the join as a block argument %x;
// the free in the join moves up to the last use of %x.
//        bb0 (alloc)
//       /   \
//    bb1     bb2
//       \   /
//     bb3(%x): load %x ; store ; store ; dealloc %a

// CHECK-LABEL: func @join_block
//       CHECK: ^bb3(%[[X:.*]]: memref<4xf32>):
//  CHECK-NEXT:   memref.load %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @join_block
//       UPSTREAM: ^bb3(%[[X:.*]]: memref<4xf32>):
//  UPSTREAM-NEXT:   memref.load %[[X]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   memref.store
//  UPSTREAM-NEXT:   memref.store
//  UPSTREAM-NEXT:   memref.dealloc
func.func @join_block(%c: i1, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<4xf32>)
^bb2:
  memref.store %f, %a[%c0] : memref<4xf32>
  cf.br ^bb3(%a : memref<4xf32>)
^bb3(%x: memref<4xf32>):
  %v = memref.load %x[%c0] : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: no alias is used in the free's block: it moves to the start
// of the block (every use ran in the predecessor).

// CHECK-LABEL: func @no_use_in_block
//       CHECK: ^bb1:
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @no_use_in_block
//       UPSTREAM: ^bb1:
//  UPSTREAM-NEXT:   memref.store
//  UPSTREAM-NEXT:   memref.dealloc
func.func @no_use_in_block(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  cf.br ^bb1
^bb1:
  memref.store %v, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: a free in an scf.if region, the allocation outside; the free
// moves up to the last use inside the region.

// CHECK-LABEL: func @free_in_region
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.load
//  CHECK-NEXT:     memref.dealloc
//  CHECK-NEXT:     memref.store
//  CHECK-NEXT:   }

// UPSTREAM-LABEL: func @free_in_region
//       UPSTREAM:   scf.if
//  UPSTREAM-NEXT:     memref.load
//  UPSTREAM-NEXT:     memref.store
//  UPSTREAM-NEXT:     memref.dealloc
//  UPSTREAM-NEXT:   }
func.func @free_in_region(%c: i1, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %v, %o[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

// Test Case: a use after the free's block (the other branch reads %a and
// leaks it): ferrobuf does not try to reason about which paths reach it,
// and leaves the free where it is, as upstream.
//        bb0 (alloc)
//       /   \
//    bb1     bb2
//  dealloc   load %a

// CHECK-LABEL: func @use_in_later_block
//       CHECK: ^bb1:
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return
// UPSTREAM-LABEL: func @use_in_later_block
//       UPSTREAM: ^bb1:
//  UPSTREAM-NEXT:   memref.store
//  UPSTREAM-NEXT:   memref.dealloc
//  UPSTREAM-NEXT:   return
func.func @use_in_later_block(%c: i1, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
^bb2:
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  return
}
