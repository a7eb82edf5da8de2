// promote-buffers-to-stack, dynamic shapes: an alloc with dynamic
// dimensions is promoted only if its rank is at most
// max-rank-of-allocated-memref and EVERY size operand is the result of a
// memref.rank op (a rank is "likely small"). Any other size operand (function
// argument, constant, arithmetic) blocks promotion. The byte limit is NOT
// applied to such allocs: neither the static dimensions nor the element type
// are looked at (see @huge_element, promoted with the default options, and
// @huge_static_dim, promoted with max-rank-of-allocated-memref=2).
// Every CHECK is what upstream MLIR 22's promote-buffers-to-stack outputs:
// COMMON lines hold for both option sets, DEF for the default rank limit 1,
// RANK2 for max-rank-of-allocated-memref=2.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s --check-prefixes=COMMON,DEF
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s --check-prefixes=COMMON,DEF
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=2}))' %s -split-input-file | FileCheck %s --check-prefixes=COMMON,RANK2
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=2}))' %s -split-input-file | FileCheck %s --check-prefixes=COMMON,RANK2

// A 1-d buffer sized by the rank of an unranked memref is promoted, keeping
// its size operand.

// COMMON-LABEL: func @rank_dim
//  COMMON-SAME: (%[[X:.*]]: memref<*xf32>)
//  COMMON-NEXT:   %[[R:.*]] = memref.rank %[[X]] : memref<*xf32>
//  COMMON-NEXT:   %[[A:.*]] = memref.alloca(%[[R]]) : memref<?xindex>
//  COMMON-NEXT:   test.copy(%[[A]], %[[A]])
func.func @rank_dim(%x: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  test.copy(%0, %0) : (memref<?xindex>, memref<?xindex>)
  return
}

// -----

// Sizes that are not memref.rank results are never promoted: a function
// argument, a constant, an arithmetic result.

// COMMON-LABEL: func @other_size_operands
//   COMMON-NOT:   memref.alloca
//       COMMON:   memref.alloc(%{{.*}}) : memref<?xf32>
//  COMMON-NEXT:   arith.constant 4 : index
//  COMMON-NEXT:   memref.alloc(%{{.*}}) : memref<?xf32>
//  COMMON-NEXT:   memref.rank
//  COMMON-NEXT:   arith.addi
//  COMMON-NEXT:   memref.alloc(%{{.*}}) : memref<?xf32>
//   COMMON-NOT:   memref.alloca
func.func @other_size_operands(%n: index, %x: memref<*xf32>) {
  %0 = memref.alloc(%n) : memref<?xf32>
  %c4 = arith.constant 4 : index
  %1 = memref.alloc(%c4) : memref<?xf32>
  %r = memref.rank %x : memref<*xf32>
  %r1 = arith.addi %r, %r : index
  %2 = memref.alloc(%r1) : memref<?xf32>
  return
}

// -----

// The rank of a ranked memref counts too, and the rank may be computed in a
// dominating block.

// COMMON-LABEL: func @rank_elsewhere
//       COMMON:   memref.rank
//       COMMON: ^bb1:
//  COMMON-NEXT:   memref.alloca(%{{.*}}) : memref<?xi64>
func.func @rank_elsewhere(%y: memref<?x?x?xf32>, %c: i1) {
  %r = memref.rank %y : memref<?x?x?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc(%r) : memref<?xi64>
  test.copy(%0, %0) : (memref<?xi64>, memref<?xi64>)
  cf.br ^bb2
^bb2:
  return
}

// -----

// Rank 2 with two rank-sized dimensions: over the default rank limit 1,
// within the limit 2.

// COMMON-LABEL: func @rank_two_dims
//         DEF:   memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xindex>
//       RANK2:   memref.alloca(%{{.*}}, %{{.*}}) : memref<?x?xindex>
func.func @rank_two_dims(%x: memref<*xf32>, %y: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %s = memref.rank %y : memref<*xf32>
  %0 = memref.alloc(%r, %s) : memref<?x?xindex>
  return
}

// -----

// Rank 2 with one rank-sized and one static dimension: the rank of the
// memref type counts, not the number of dynamic dimensions.

// COMMON-LABEL: func @rank_and_static
//         DEF:   memref.alloc(%{{.*}}) : memref<?x4xindex>
//         DEF:   memref.alloc(%{{.*}}) : memref<4x?xindex>
//       RANK2:   memref.alloca(%{{.*}}) : memref<?x4xindex>
//       RANK2:   memref.alloca(%{{.*}}) : memref<4x?xindex>
func.func @rank_and_static(%x: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?x4xindex>
  %1 = memref.alloc(%r) : memref<4x?xindex>
  return
}

// -----

// One rank-sized and one argument-sized dimension: never promoted.

// COMMON-LABEL: func @rank_and_argument
//   COMMON-NOT:   memref.alloca
//       COMMON:   memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xi64>
func.func @rank_and_argument(%x: memref<*xf32>, %n: index) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r, %n) : memref<?x?xi64>
  return
}

// -----

// Rank 3 is over both limits.

// COMMON-LABEL: func @rank_three
//   COMMON-NOT:   memref.alloca
//       COMMON:   memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xi8>
func.func @rank_three(%x: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r, %r, %r) : memref<?x?x?xi8>
  return
}

// -----

// The byte limit is ignored for rank-sized allocs: each element here is a
// 4 MiB vector, yet it is promoted with the default options (while the
// static 1-element version is not).

// COMMON-LABEL: func @huge_element
//  COMMON-NEXT:   memref.rank
//  COMMON-NEXT:   memref.alloca(%{{.*}}) : memref<?xvector<1048576xf32>>
//  COMMON-NEXT:   memref.alloc() : memref<1xvector<1048576xf32>>
func.func @huge_element(%x: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xvector<1048576xf32>>
  %1 = memref.alloc() : memref<1xvector<1048576xf32>>
  return
}

// -----

// Same with a huge static dimension, promoted once the rank limit allows 2.

// COMMON-LABEL: func @huge_static_dim
//         DEF:   memref.alloc(%{{.*}}) : memref<?x1000000xf32>
//       RANK2:   memref.alloca(%{{.*}}) : memref<?x1000000xf32>
func.func @huge_static_dim(%x: memref<*xf32>) {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?x1000000xf32>
  return
}

// -----

// A rank-sized buffer that is returned is not promoted.

// COMMON-LABEL: func @rank_dim_returned
//   COMMON-NOT:   memref.alloca
//       COMMON:   %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xindex>
//  COMMON-NEXT:   return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @rank_dim_returned(%x: memref<*xf32>) -> memref<?xindex> {
  %r = memref.rank %x : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  return %0 : memref<?xindex>
}
