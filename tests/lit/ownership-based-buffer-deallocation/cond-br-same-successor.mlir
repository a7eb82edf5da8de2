// cf.cond_br whose two successors are the same block. The spec inserts one
// bufferization.dealloc per successor, the conditions conjoined with the
// branch condition or its negation so that nothing is freed twice (spec
// @example in spec-examples.mlir); ferrobuf does so when the edges retain
// different values. When every edge retains the same values, whatever the
// order, one dealloc before the branch frees the same buffers under the
// same conditions whichever edge is taken: it serves all edges, with no
// negated condition. Each edge forwards its own operands with their own
// ownership; the i1 block arguments are appended after the memref ones.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// The same buffer on both edges: retained by the one dealloc, nothing freed
// in bb0; ^bb1 frees it through the block argument. %out is live in ^bb1
// too, but as a function argument it can never be owned: it is neither
// retained nor freed, and no ownership select is needed for it.

// CHECK-LABEL: func @same_value_both_edges
//  CHECK-SAME: (%[[C:.*]]: i1, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[D:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[B]], %[[D]] : memref<4xf32>, i1), ^[[BB1]](%[[B]], %[[D]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[X]], %[[OUT]])
//  CHECK-NEXT:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
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

// Two buffers swapped between the edges: both edges retain both buffers,
// so one dealloc serves them; each edge passes the ownership of its own
// forwarded operands, in its own order.

// CHECK-LABEL: func @swapped
//  CHECK-SAME: (%[[C:[^:]*]]: i1
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[D:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[R:.*]]:2 = bufferization.dealloc (%[[B]], %[[D]] : memref<4xf32>, memref<4xf32>) if (%[[TRUE]], %[[TRUE]]) retain (%[[B]], %[[D]] :
//  CHECK-NEXT:   cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[B]], %[[D]], %[[R]]#0, %[[R]]#1 : memref<4xf32>, memref<4xf32>, i1, i1), ^[[BB1]](%[[D]], %[[B]], %[[R]]#1, %[[R]]#0 : memref<4xf32>, memref<4xf32>, i1, i1)
//  CHECK-NEXT: ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1, %[[Y_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[X]], %[[Y]])
//  CHECK-NEXT:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[Y_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[Y]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[X_BASE]], %[[Y_BASE]] : memref<f32>, memref<f32>) if (%[[X_OWN]], %[[Y_OWN]]){{$}}
func.func @swapped(%c: i1) {
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%b, %d : memref<4xf32>, memref<4xf32>), ^bb1(%d, %b : memref<4xf32>, memref<4xf32>)
^bb1(%x: memref<4xf32>, %y: memref<4xf32>):
  test.copy(%x, %y) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Different buffers on the edges: each edge retains its own, so each gets
// its own dealloc, conjoined with its condition: %b is freed on the false
// edge and %d on the true edge, each exactly once.

// CHECK-LABEL: func @different_values
//  CHECK-SAME: (%[[C:[^:]*]]: i1
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[D:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[NOT:.*]] = arith.xori %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[R0:.*]] = bufferization.dealloc (%[[B]], %[[D]] : memref<4xf32>, memref<4xf32>) if (%[[C]], %[[C]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   %[[R1:.*]] = bufferization.dealloc (%[[B]], %[[D]] : memref<4xf32>, memref<4xf32>) if (%[[NOT]], %[[NOT]]) retain (%[[D]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[B]], %[[R0]] : memref<4xf32>, i1), ^[[BB1]](%[[D]], %[[R1]] : memref<4xf32>, i1)
func.func @different_values(%c: i1, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%b : memref<4xf32>), ^bb1(%d : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
