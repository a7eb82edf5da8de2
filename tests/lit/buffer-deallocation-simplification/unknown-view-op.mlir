// Values made from memref operands by an op the view-flow analysis does not
// understand -- here memref.transpose, which does not implement
// ViewLikeOpInterface -- have a "wild" root: they may alias anything (the
// simplification's contract). So a transpose %v of %a stays retained by a
// dealloc of %a (and %a is then only freed after the lowering's runtime
// pointer check), a wild value in the memref list keeps the list from
// being split, and a wild value made from an argument may still alias a
// fresh allocation. Same as upstream MLIR 22 for @transpose_retained.
// (Formerly a bug, use after free: the result of an unknown op got a root
// "of unknown origin", assumed never to alias a fresh allocation, so %v was
// dropped from the retain list and %a freed unconditionally; through the
// whole pipeline a function returning `memref.transpose %a` freed %alloc,
// then cloned the transpose -- reading the freed buffer.) The pipeline's
// clone of the transpose keeps its layout, which MLIR's
// convert-bufferization-to-memref cannot allocate: the lowering of
// deallocations expands it (an 8-element buffer viewed with strides [1, 4],
// and a copy).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s | FileCheck %s --check-prefixes=CHECK,FERRO
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-simplification))' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' %s | FileCheck %s --check-prefix=PIPELINE

// CHECK-LABEL: func @transpose_retained
//  CHECK-SAME: (%[[C:.*]]: i1)
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[V:.*]] = memref.transpose %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[A]] : memref<2x4xf32>) if (%[[C]]) retain (%[[V]] : memref<4x2xf32, strided<[1, 4]>>)
//  CHECK-NEXT:   return %[[V]], %[[OWN]]{{([^[:alnum:]_]|$)}}

// The whole pipeline on a returned transpose: %a is freed only if its
// pointer differs from the transpose's (never), and the transpose is
// returned as is when it shares %a's pointer (always), else cloned.
// PIPELINE-LABEL: func @transpose_returned
//       PIPELINE:   %[[A:.*]] = memref.alloc()
//  PIPELINE-NEXT:   %[[V:.*]] = memref.transpose %[[A]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   %[[PV:.*]] = memref.extract_aligned_pointer_as_index %[[V]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   %[[NE:.*]] = arith.cmpi ne, %[[PA]], %[[PV]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   scf.if %[[NE]] {
//  PIPELINE-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   }
//  PIPELINE-NEXT:   %[[EQ:.*]] = arith.cmpi eq, %[[PA]], %[[PV]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   %[[R:.*]] = scf.if %[[EQ]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:     scf.yield %[[V]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   } else {
//  PIPELINE-NEXT:     %[[NEW:.*]] = memref.alloc() : memref<8xf32>
//  PIPELINE-NEXT:     %[[CLONE:.*]] = memref.reinterpret_cast %[[NEW]] to offset: [0], sizes: [4, 2], strides: [1, 4]
//  PIPELINE-NEXT:     memref.copy %[[V]], %[[CLONE]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:     scf.yield %[[CLONE]]{{([^[:alnum:]_]|$)}}
//  PIPELINE-NEXT:   }
//  PIPELINE-NEXT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @transpose_retained(%c: i1) -> (memref<4x2xf32, strided<[1, 4]>>, i1) {
  %a = memref.alloc() : memref<2x4xf32>
  %v = memref.transpose %a (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %0 = bufferization.dealloc (%a : memref<2x4xf32>) if (%c) retain (%v : memref<4x2xf32, strided<[1, 4]>>)
  return %v, %0 : memref<4x2xf32, strided<[1, 4]>>, i1
}

func.func @transpose_returned() -> memref<4x2xf32, strided<[1, 4]>> {
  %a = memref.alloc() : memref<2x4xf32>
  %v = memref.transpose %a (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  return %v : memref<4x2xf32, strided<[1, 4]>>
}

// A wild memref (a transpose of %b) in the list may alias %a: the two stay
// in one dealloc (not split into two lone frees). (Upstream erases %a and
// its free altogether, %a having no other use.)

// FERRO-LABEL: func @wild_not_split
//  FERRO-SAME: (%[[C0:.*]]: i1, %[[C1:.*]]: i1)
//       FERRO:   %[[A:.*]] = memref.alloc()
//       FERRO:   %[[W:.*]] = memref.transpose
//  FERRO-NEXT:   bufferization.dealloc (%[[A]], %[[W]] : memref<2x4xf32>, memref<4x2xf32, strided<[1, 4]>>) if (%[[C0]], %[[C1]]){{$}}
func.func @wild_not_split(%c0: i1, %c1: i1) {
  %a = memref.alloc() : memref<2x4xf32>
  %b = memref.alloc() : memref<2x4xf32>
  %w = memref.transpose %b (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  bufferization.dealloc (%a, %w : memref<2x4xf32>, memref<4x2xf32, strided<[1, 4]>>) if (%c0, %c1)
  return
}

// A wild value made from an argument is not known to be foreign: it stays
// retained by a dealloc of a fresh allocation.

// FERRO-LABEL: func @wild_from_argument
//  FERRO-SAME: (%[[C0:.*]]: i1, %{{.*}}: memref<2x4xf32>)
//       FERRO:   %[[A:.*]] = memref.alloc()
//  FERRO-NEXT:   %[[W:.*]] = memref.transpose
//  FERRO-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[A]] : memref<2x4xf32>) if (%[[C0]]) retain (%[[W]] : memref<4x2xf32, strided<[1, 4]>>)
//  FERRO-NEXT:   return %[[W]], %[[OWN]]{{([^[:alnum:]_]|$)}}
func.func @wild_from_argument(%c0: i1, %arg: memref<2x4xf32>) -> (memref<4x2xf32, strided<[1, 4]>>, i1) {
  %a = memref.alloc() : memref<2x4xf32>
  %w = memref.transpose %arg (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %0 = bufferization.dealloc (%a : memref<2x4xf32>) if (%c0) retain (%w : memref<4x2xf32, strided<[1, 4]>>)
  return %w, %0 : memref<4x2xf32, strided<[1, 4]>>, i1
}
