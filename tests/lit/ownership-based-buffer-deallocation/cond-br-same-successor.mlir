// cf.cond_br whose two successors are the same block (spec: "cf.cond_br
// ... has to insert two bufferization.dealloc operations (one for each
// successor)", the conditions conjoined with the branch condition or its
// negation so that nothing is freed twice; spec @example in
// spec-examples.mlir). Each edge forwards its own operands with their own
// ownership; the i1 block arguments are appended after the memref ones.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// The same buffer on both edges: retained on both, nothing freed in bb0;
// ^bb1 frees it through the block argument. %out is live in ^bb1 too, but
// as a function argument it can never be owned: it is neither retained nor
// freed, and no ownership select is needed for it.

// CHECK-LABEL: func @same_value_both_edges
//  CHECK-SAME: (%[[C:.*]]: i1, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[NOT:.*]] = arith.xori %[[C]], %[[TRUE]]
//  CHECK-NEXT:   %[[D0:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[C]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   %[[D1:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[NOT]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[B]], %[[D0]] : memref<4xf32>, i1), ^[[BB1]](%[[B]], %[[D1]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[X]], %[[OUT]])
//  CHECK-NEXT:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]
//  CHECK-NEXT:   bufferization.dealloc (%[[X_BASE]] : memref<f32>) if (%[[X_OWN]]){{$}}
//  CHECK-NEXT:   return
func.func @same_value_both_edges(%c: i1, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%b : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Two buffers swapped between the edges: each edge's retain results are the
// ownership of its forwarded operands, in order.

// CHECK-LABEL: func @swapped
//  CHECK-SAME: (%[[C:.*]]: i1)
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[D:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[NOT:.*]] = arith.xori %[[C]]
//  CHECK-NEXT:   %[[D0:.*]]:2 = bufferization.dealloc (%[[B]], %[[D]] : memref<4xf32>, memref<4xf32>) if (%[[C]], %[[C]]) retain (%[[B]], %[[D]] :
//  CHECK-NEXT:   %[[D1:.*]]:2 = bufferization.dealloc (%[[B]], %[[D]] : memref<4xf32>, memref<4xf32>) if (%[[NOT]], %[[NOT]]) retain (%[[D]], %[[B]] :
//  CHECK-NEXT:   cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[B]], %[[D]], %[[D0]]#0, %[[D0]]#1 : memref<4xf32>, memref<4xf32>, i1, i1), ^[[BB1]](%[[D]], %[[B]], %[[D1]]#0, %[[D1]]#1 : memref<4xf32>, memref<4xf32>, i1, i1)
//  CHECK-NEXT: ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1, %[[Y_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[X]], %[[Y]])
//  CHECK-NEXT:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]
//  CHECK-NEXT:   %[[Y_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[Y]]
//  CHECK-NEXT:   bufferization.dealloc (%[[X_BASE]], %[[Y_BASE]] : memref<f32>, memref<f32>) if (%[[X_OWN]], %[[Y_OWN]]){{$}}
func.func @swapped(%c: i1) {
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%b, %d : memref<4xf32>, memref<4xf32>), ^bb1(%d, %b : memref<4xf32>, memref<4xf32>)
^bb1(%x: memref<4xf32>, %y: memref<4xf32>):
  test.copy(%x, %y) : (memref<4xf32>, memref<4xf32>)
  return
}
