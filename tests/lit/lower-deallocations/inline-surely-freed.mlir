// Inline lowering (two to four memrefs): a later memref with the pointer of
// an earlier one is freed only if that one is not; when the earlier one is
// surely freed (constant true condition, nothing retained) that test is a
// plain `cmpi ne` of the two pointers, the form canonicalize would give
// `xori(cmpi eq, true)`. No constant is made for it (the second run line:
// after the lowering and cse, as in the pipeline, one canonicalize
// iteration changes nothing).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations,cse,canonicalize{max-iterations=1 test-convergence=true})' %s -o /dev/null

// CHECK-LABEL: func @first_surely_freed
//  CHECK-SAME: (%[[M0:[^:]*]]: memref<2xf32>, %[[M1:[^:]*]]: memref<5xf32>, %[[C1:[^:]*]]: i1, %{{[^:]*}}: memref<2xf32>)
//   CHECK-NOT:   arith.xori
//       CHECK:   %[[P0:.*]] = memref.extract_aligned_pointer_as_index %[[M0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[M1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[M0]] : memref<2xf32>
//  CHECK-NEXT:   %[[NE:.*]] = arith.cmpi ne, %[[P0]], %[[P1]] : index
//  CHECK-NEXT:   %[[F1:.*]] = arith.andi %[[C1]], %[[NE]] : i1
//  CHECK-NEXT:   scf.if %[[F1]] {
//  CHECK-NEXT:     memref.dealloc %[[M1]] : memref<5xf32>
//  CHECK-NEXT:   }
func.func @first_surely_freed(%m0: memref<2xf32>, %m1: memref<5xf32>, %c1: i1, %out: memref<2xf32>) {
  %true = arith.constant true
  test.copy(%m0, %out) : (memref<2xf32>, memref<2xf32>)
  test.copy(%m1, %m1) : (memref<5xf32>, memref<5xf32>)
  bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%true, %c1)
  return
}
