// Blocks need not appear in dominance order: here ^bb1 uses the results
// of a dealloc in ^bb2, which comes after it in the text but dominates it.
// The simplification handles a dealloc only after those whose results it
// uses (each is erased once simplified; a later look at its results would
// read freed memory). %a is owned on entry to ^bb1 (retained under true),
// %b iff %c.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s | FileCheck %s

// CHECK-LABEL: func @inverted
//  CHECK-SAME: (%[[C:[^:]*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//       CHECK: ^bb1:
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   memref.dealloc %[[A]] : memref<4xf32>
//  CHECK-NEXT:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[B]] : memref<4xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
//       CHECK: ^bb2:
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   cf.br ^bb1
func.func @inverted(%c: i1, %out: memref<4xf32>) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.br ^bb2
^bb1:
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%a : memref<4xf32>) if (%o#0)
  bufferization.dealloc (%b : memref<4xf32>) if (%o#1)
  return
^bb2:
  %o:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %c) retain (%a, %b : memref<4xf32>, memref<4xf32>)
  cf.br ^bb1
}
