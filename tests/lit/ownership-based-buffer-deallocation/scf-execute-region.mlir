// scf.execute_region: a region with one or several blocks, run once. Its
// memref results get ownership results; inside it, blocks are handled as in
// a function body (one dealloc per successor of cf.cond_br, ownership block
// arguments for non-entry blocks), and scf.yield forwards ownership.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @returned
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]]:2 = scf.execute_region -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[B_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]#0
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[R]]#1) retain (%[[R]]#0 : memref<4xf32>)
//  CHECK-NEXT:   %[[RET:.*]] = scf.if %[[OWN]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func @returned(%a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.execute_region -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// Several blocks, two scf.yield: %b is retained on the edge to ^bb1, where
// it is yielded, and freed on the edge to ^bb2, which yields the argument
// %a with ownership false.

// CHECK-LABEL: func @multi_block
//  CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]]:2 = scf.execute_region -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     %[[NOT:.*]] = arith.xori %[[C]], %[[TRUE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[C]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[NOT]]){{$}}
//  CHECK-NEXT:     cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]], ^[[BB2:bb[0-9]+]]
//  CHECK-NEXT:   ^[[BB1]]:
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     %[[B_OWN2:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[B_OWN]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[B_OWN2]] : memref<4xf32>, i1
//  CHECK-NEXT:   ^[[BB2]]:
//  CHECK-NEXT:     scf.yield %[[A]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[R]]#0, %[[OUT]])
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[R]]#1){{$}}
func.func @multi_block(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.execute_region -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  ^bb2:
    scf.yield %a : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A memref block argument inside the region gets its i1 ownership argument.
// The function argument %a, never owned, is passed with the constant false
// (not retained: %b is freed on that edge).

// CHECK-LABEL: func @block_argument
//  CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   scf.execute_region {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     %[[NOT:.*]] = arith.xori %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[D0:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[C]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[NOT]]){{$}}
//  CHECK-NEXT:     cf.cond_br %[[C]], ^[[BB1:bb[0-9]+]](%[[B]], %[[D0]] : memref<4xf32>, i1), ^[[BB1]](%[[A]], %[[FALSE]] : memref<4xf32>, i1)
//  CHECK-NEXT:   ^[[BB1]](%[[X:.*]]: memref<4xf32>, %[[X_OWN:.*]]: i1):
//  CHECK-NEXT:     test.copy(%[[X]], %[[OUT]])
//  CHECK-NEXT:     %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     bufferization.dealloc (%[[X_BASE]] : memref<f32>) if (%[[X_OWN]]){{$}}
//  CHECK-NEXT:     scf.yield
//  CHECK-NEXT:   }
func.func @block_argument(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  scf.execute_region {
    %b = memref.alloc() : memref<4xf32>
    cf.cond_br %c, ^bb1(%b : memref<4xf32>), ^bb1(%a : memref<4xf32>)
  ^bb1(%x: memref<4xf32>):
    test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
    scf.yield
  }
  return
}
