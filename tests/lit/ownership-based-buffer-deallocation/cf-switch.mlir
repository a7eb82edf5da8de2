// cf.switch (ferrobuf only): one bufferization.dealloc per successor, the
// conditions conjoined with "this successor is taken" (case k: flag == k;
// default: flag differs from every case value), so each buffer is freed on
// exactly the edges where it is not retained. Ownership of values that stay
// live is merged with arith.select on the edge predicates (function
// arguments are never owned: passed on with the constant false, neither
// listed nor retained). Upstream MLIR 22
// rejects every terminator with more than one successor but cf.cond_br.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: Terminators with more than one successor are not supported!

// %b goes to ^bb1 through the block argument on case 0, stays live into
// ^bb2 on case 5, and is dead on the default edge (freed there).
//
//            bb0 (%b = alloc)
//   default /  | 0      \ 5
//      bb1(%a) bb1(%b)  bb2 (uses %b)

// CHECK-LABEL: func @switch
//  CHECK-SAME: (%[[FLAG:.*]]: i32, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//       CHECK:   %[[FALSE:.*]] = arith.constant false
//   CHECK-NOT:   arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   test.buffer_based
//  CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : i32
//  CHECK-NEXT:   %[[IS0:.*]] = arith.cmpi eq, %[[FLAG]], %[[C0]] : i32
//  CHECK-NEXT:   %[[NOT0:.*]] = arith.cmpi ne, %[[FLAG]], %[[C0]] : i32
//  CHECK-NEXT:   %[[C5:.*]] = arith.constant 5 : i32
//  CHECK-NEXT:   %[[IS5:.*]] = arith.cmpi eq, %[[FLAG]], %[[C5]] : i32
//  CHECK-NEXT:   %[[NOT5:.*]] = arith.cmpi ne, %[[FLAG]], %[[C5]] : i32
//  CHECK-NEXT:   %[[DEFAULT:.*]] = arith.andi %[[NOT0]], %[[NOT5]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[DEFAULT]]){{$}}
//  CHECK-NEXT:   %[[D_0:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[IS0]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   %[[D_5:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[IS5]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   %[[B_OWN0:.*]] = arith.select %[[IS0]], %[[D_0]], %[[FALSE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[B_OWN:.*]] = arith.select %[[IS5]], %[[D_5]], %[[B_OWN0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   cf.switch %[[FLAG]] : i32, [
//  CHECK-NEXT:     default: ^[[BB1:bb[0-9]+]](%[[A]], %[[FALSE]] : memref<4xf32>, i1),
//  CHECK-NEXT:     0: ^[[BB1]](%[[B]], %[[D_0]] : memref<4xf32>, i1),
//  CHECK-NEXT:     5: ^[[BB2:bb[0-9]+]]
//  CHECK-NEXT:   ]
//  CHECK-NEXT: ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[X]], %[[OUT]])
//  CHECK-NEXT:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[X_BASE]] : memref<f32>) if (%[[X_OWN]]){{$}}
//  CHECK-NEXT:   return
//  CHECK-NEXT: ^[[BB2]]:
//  CHECK-NEXT:   test.copy(%[[B]], %[[OUT]])
//  CHECK-NEXT:   bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[B_OWN]]){{$}}
//  CHECK-NEXT:   return
func.func @switch(%flag: i32, %a: memref<4xf32>, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<4xf32>),
    0: ^bb1(%b : memref<4xf32>),
    5: ^bb2
  ]
^bb1(%x: memref<4xf32>):
  test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
  return
^bb2:
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Only a default destination: the edge is always taken (condition true).

// CHECK-LABEL: func @only_default
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[D:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.switch %{{.*}} : i32, [
//  CHECK-NEXT:     default: ^[[BB1:bb[0-9]+]](%[[B]], %[[D]] : memref<4xf32>, i1)]
//  CHECK-NEXT: ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1):
//       CHECK:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[X_BASE]] : memref<f32>) if (%[[X_OWN]]){{$}}
func.func @only_default(%flag: i32, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%b : memref<4xf32>)
  ]
^bb1(%x: memref<4xf32>):
  test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Every edge retains the same values (%b: forwarded on two edges, live-in
// of ^bb2 on the third): one dealloc before the switch serves all edges,
// with no case predicate (no cmpi) and no ownership select; it frees %c,
// dead on every edge, unconditionally.

// CHECK-LABEL: func @shared_edges
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[C:.*]] = memref.alloc()
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   %[[D:.*]] = bufferization.dealloc (%[[B]], %[[C]] : memref<4xf32>, memref<4xf32>) if (%[[TRUE]], %[[TRUE]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.switch %{{.*}} : i32, [
//  CHECK-NEXT:     default: ^[[BB1:bb[0-9]+]](%[[B]], %[[D]] : memref<4xf32>, i1),
//  CHECK-NEXT:     0: ^[[BB1]](%[[B]], %[[D]] : memref<4xf32>, i1),
//  CHECK-NEXT:     1: ^[[BB2:bb[0-9]+]]
//  CHECK-NEXT:   ]
//       CHECK: ^[[BB2]]:
//       CHECK:   bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[D]]){{$}}
func.func @shared_edges(%flag: i32, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  test.copy(%c, %out) : (memref<4xf32>, memref<4xf32>)
  cf.switch %flag : i32, [
    default: ^bb1(%b : memref<4xf32>),
    0: ^bb1(%b : memref<4xf32>),
    1: ^bb2
  ]
^bb1(%x: memref<4xf32>):
  test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
  return
^bb2:
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
