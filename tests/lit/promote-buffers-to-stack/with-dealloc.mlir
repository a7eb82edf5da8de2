// promote-buffers-to-stack on allocs that already have a memref.dealloc.
//
// Upstream MLIR 22 does NOT promote an alloc that has a memref.dealloc user
// (one dealloc: skipped; several deallocs: the alloc is not even tracked).
// ferrobuf does better: an alloc with exactly one memref.dealloc of the
// alloc itself, outside any CFG cycle, is promoted and the dealloc erased
// (FERROBUF lines). Allocs with several deallocs stay, as upstream.
//
// The UPSTREAM lines record upstream's actual output. Two of them record an
// upstream BUG: when the dealloc is applied to an alias of the alloc (a
// memref.cast, a block argument) rather than to the alloc itself, upstream
// does not see it, promotes the alloc, and leaves a memref.dealloc of stack
// memory (free() of a stack pointer at runtime: "free(): invalid pointer",
// valgrind "Invalid free()"). ferrobuf does not do that: an alloc whose
// alias is freed stays on the heap.
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s --check-prefix=FERROBUF

// One dealloc in the same block: upstream keeps the alloc.

// FERROBUF-LABEL: func @dealloc_same_block
//  FERROBUF-NEXT:   %[[A:.*]] = memref.alloca() : memref<2xf32>
//  FERROBUF-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[A]] : memref<2xf32>)
//  FERROBUF-NEXT:   test.copy(%[[A]], %{{.*}})
//  FERROBUF-NEXT:   return
// UPSTREAM-LABEL: func @dealloc_same_block
//   UPSTREAM-NOT:   memref.alloca
//       UPSTREAM:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//       UPSTREAM:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_same_block(%a: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %a) : (memref<2xf32>, memref<2xf32>)
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

// Two deallocs, one per branch: upstream keeps the alloc.
//
//      bb0 <- alloc
//     /   \
//   bb1   bb2   <- dealloc in each
//     \   /
//      bb3

// FERROBUF-LABEL: func @dealloc_per_branch
//   FERROBUF-NOT:   memref.alloca
//       FERROBUF:   memref.alloc()
//       FERROBUF:   memref.dealloc
//       FERROBUF:   memref.dealloc
// UPSTREAM-LABEL: func @dealloc_per_branch
//   UPSTREAM-NOT:   memref.alloca
//       UPSTREAM:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//       UPSTREAM: ^bb1:
//       UPSTREAM:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//       UPSTREAM: ^bb2:
//       UPSTREAM:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_per_branch(%c: i1, %a: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  test.copy(%0, %a) : (memref<2xf32>, memref<2xf32>)
  memref.dealloc %0 : memref<2xf32>
  cf.br ^bb3
^bb2:
  memref.dealloc %0 : memref<2xf32>
  cf.br ^bb3
^bb3:
  return
}

// -----

// Two deallocs in the branches of an scf.if: upstream keeps the alloc.

// FERROBUF-LABEL: func @dealloc_in_if_branches
//   FERROBUF-NOT:   memref.alloca
//       FERROBUF:   memref.alloc()
// UPSTREAM-LABEL: func @dealloc_in_if_branches
//   UPSTREAM-NOT:   memref.alloca
//       UPSTREAM:   %[[A:.*]] = memref.alloc() : memref<2xf32>
//       UPSTREAM:   scf.if
//  UPSTREAM-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   } else {
//  UPSTREAM-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_in_if_branches(%c: i1, %a: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  test.copy(%a, %0) : (memref<2xf32>, memref<2xf32>)
  scf.if %c {
    memref.dealloc %0 : memref<2xf32>
  } else {
    memref.dealloc %0 : memref<2xf32>
  }
  return
}

// -----

// Alloc and dealloc in an scf.for body (which alone would be promoted, see
// scopes.mlir @for_body): upstream keeps the alloc.

// FERROBUF-LABEL: func @dealloc_in_loop
// scf.for is an automatic allocation scope (its allocas live one iteration).
//       FERROBUF:   scf.for
//  FERROBUF-NEXT:     %[[A:.*]] = memref.alloca() : memref<2xf32>
//   FERROBUF-NOT:     memref.dealloc
// UPSTREAM-LABEL: func @dealloc_in_loop
//   UPSTREAM-NOT:   memref.alloca
//       UPSTREAM:   scf.for
//  UPSTREAM-NEXT:     %[[A:.*]] = memref.alloc() : memref<2xf32>
//       UPSTREAM:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_in_loop(%lb: index, %ub: index, %s: index, %a: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%a, %0) : (memref<2xf32>, memref<2xf32>)
    test.copy(%0, %a) : (memref<2xf32>, memref<2xf32>)
    memref.dealloc %0 : memref<2xf32>
  }
  return
}

// -----

// A rank-sized alloc with a dealloc: upstream keeps the alloc.

// FERROBUF-LABEL: func @dealloc_rank_sized
//       FERROBUF:   %[[R:.*]] = memref.rank
//  FERROBUF-NEXT:   memref.alloca(%[[R]]) : memref<?xindex>
//   FERROBUF-NOT:   memref.dealloc
// UPSTREAM-LABEL: func @dealloc_rank_sized
//   UPSTREAM-NOT:   memref.alloca
//       UPSTREAM:   %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xindex>
//       UPSTREAM:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_rank_sized(%x: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  test.copy(%0, %0) : (memref<?xindex>, memref<?xindex>)
  memref.dealloc %0 : memref<?xindex>
  return
}

// -----

// Mixed: a too-large alloc with a dealloc, a small one with a dealloc, a
// small one without: only the last is promoted upstream.

// FERROBUF-LABEL: func @mixed
// The large buffer stays on the heap with its dealloc; the small ones move.
//  FERROBUF-NEXT:   %[[BIG:.*]] = memref.alloc() : memref<1024xf32>
//  FERROBUF-NEXT:   memref.dealloc %[[BIG]]{{([^[:alnum:]_]|$)}}
//  FERROBUF-NEXT:   memref.alloca() : memref<2xf32>
//       FERROBUF:   memref.alloca() : memref<2xf32>
//   FERROBUF-NOT:   memref.dealloc
// UPSTREAM-LABEL: func @mixed
//  UPSTREAM-NEXT:   %[[A0:.*]] = memref.alloc() : memref<1024xf32>
//  UPSTREAM-NEXT:   memref.dealloc %[[A0]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   %[[A1:.*]] = memref.alloc() : memref<2xf32>
//  UPSTREAM-NEXT:   test.copy(%{{.*}}, %[[A1]])
//  UPSTREAM-NEXT:   memref.dealloc %[[A1]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   %[[A2:.*]] = memref.alloca() : memref<2xf32>
//  UPSTREAM-NEXT:   test.copy(%{{.*}}, %[[A2]])
func.func @mixed(%a: memref<2xf32>) {
  %0 = memref.alloc() : memref<1024xf32>
  memref.dealloc %0 : memref<1024xf32>
  %1 = memref.alloc() : memref<2xf32>
  test.copy(%a, %1) : (memref<2xf32>, memref<2xf32>)
  memref.dealloc %1 : memref<2xf32>
  %2 = memref.alloc() : memref<2xf32>
  test.copy(%a, %2) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// UPSTREAM BUG: the dealloc is applied to a memref.cast of the alloc.
// Upstream promotes the alloc and keeps the dealloc of the (now stack)
// buffer.

// FERROBUF-LABEL: func @dealloc_of_cast
//   FERROBUF-NOT:   memref.alloca
//       FERROBUF:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//       FERROBUF:   %[[C:.*]] = memref.cast %[[A]]{{([^[:alnum:]_]|$)}}
//       FERROBUF:   memref.dealloc %[[C]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-LABEL: func @dealloc_of_cast
//  UPSTREAM-NEXT:   %[[A:.*]] = memref.alloca() : memref<4xf32>
//  UPSTREAM-NEXT:   %[[SV:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   test.copy(%{{.*}}, %[[SV]])
//  UPSTREAM-NEXT:   %[[CAST:.*]] = memref.cast %[[A]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   memref.dealloc %[[CAST]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_of_cast(%a: memref<2xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %sv = memref.subview %0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  test.copy(%a, %sv) : (memref<2xf32>, memref<2xf32, strided<[1]>>)
  %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
  memref.dealloc %cast : memref<?xf32>
  return
}

// -----

// UPSTREAM BUG: the dealloc is applied to the block argument that merges two
// allocs. Upstream promotes both and deallocates the stack buffer.
//
//      bb0
//     /   \
//   bb1   bb2   <- one alloc each
//     \   /
//      bb3(%x)  <- memref.dealloc %x

// FERROBUF-LABEL: func @dealloc_of_block_argument
//   FERROBUF-NOT:   memref.alloca
//       FERROBUF:   memref.alloc()
//       FERROBUF:   memref.alloc()
//       FERROBUF:   memref.dealloc
// UPSTREAM-LABEL: func @dealloc_of_block_argument
//   UPSTREAM-NOT:   memref.alloc(
//       UPSTREAM: ^bb1:
//  UPSTREAM-NEXT:   %[[A0:.*]] = memref.alloca() : memref<2xf32>
//       UPSTREAM: ^bb2:
//  UPSTREAM-NEXT:   %[[A1:.*]] = memref.alloca() : memref<2xf32>
//       UPSTREAM: ^bb3(%[[X:.*]]: memref<2xf32>):
//       UPSTREAM:   memref.dealloc %[[X]]{{([^[:alnum:]_]|$)}}
func.func @dealloc_of_block_argument(%c: i1, %a: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  test.copy(%a, %0) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  %1 = memref.alloc() : memref<2xf32>
  test.copy(%a, %1) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  test.copy(%x, %a) : (memref<2xf32>, memref<2xf32>)
  memref.dealloc %x : memref<2xf32>
  return
}
