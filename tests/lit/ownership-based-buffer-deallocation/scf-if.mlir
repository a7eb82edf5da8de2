// scf.if (a RegionBranchOpInterface op): each memref result gets an i1
// ownership result, each branch frees what it allocates unless it yields it
// and yields the ownership of what it yields (false for what it does not
// own: arguments, values of the parent, which the parent keeps and frees).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// Allocation in one branch only: the result is owned iff the then branch
// ran; the parent frees it after its last use, under that ownership.

// CHECK-LABEL: func @alloc_in_one_branch
//  CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[IF:.*]]:2 = scf.if %[[C]] -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     %[[OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     scf.yield %[[A]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[IF]]#0, %[[OUT]])
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[IF]]#1){{$}}
//  CHECK-NEXT:   return
func.func @alloc_in_one_branch(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %0 = scf.if %c -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  test.copy(%0, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A buffer local to the branch is freed at the end of the branch; the
// scf.if gets no ownership result (it has no memref result).

// CHECK-LABEL: func @local_alloc
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @local_alloc(%c: i1, %a: memref<4xf32>) {
  scf.if %c {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  }
  return
}

// -----

// A branch yields a buffer of the parent: the branch does not own it
// (ownership false), the parent keeps freeing it. Both the parent's buffer
// and the scf.if result are in the parent's dealloc; when they are the same
// buffer, bufferization.dealloc frees it once.

// CHECK-LABEL: func @yield_parent_alloc
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[P:.*]] = memref.alloc()
//       CHECK:   %[[IF:.*]]:2 = scf.if %{{.*}} -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     scf.yield %[[P]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     %[[OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//       CHECK:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[P]], %[[BASE]] : memref<4xf32>, memref<f32>) if (%[[TRUE]], %[[IF]]#1){{$}}
//  CHECK-NEXT:   return
func.func @yield_parent_alloc(%c: i1, %out: memref<4xf32>) {
  %p = memref.alloc() : memref<4xf32>
  %0 = scf.if %c -> (memref<4xf32>) {
    scf.yield %p : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  test.copy(%0, %out) : (memref<4xf32>, memref<4xf32>)
  test.copy(%p, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// The result is returned: the return clones it when it is not owned (the
// else branch forwarded the argument %a, which must not be returned).

// CHECK-LABEL: func @returned
//  CHECK-SAME: (%{{.*}}: i1, %[[A:.*]]: memref<4xf32>) -> memref<4xf32>
//       CHECK:   %[[IF:.*]]:2 = scf.if
//       CHECK:     scf.yield %[[A]], %{{.*}} : memref<4xf32>, i1
//       CHECK:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[IF]]#1) retain (%[[IF]]#0 : memref<4xf32>)
//  CHECK-NEXT:   %[[RET:.*]] = scf.if %[[OWN]] -> (memref<4xf32>) {
//  CHECK-NEXT:     scf.yield %[[IF]]#0
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[CLONE:.*]] = bufferization.clone %[[IF]]#0
//  CHECK-NEXT:     scf.yield %[[CLONE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func @returned(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %0 = scf.if %c -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  return %0 : memref<4xf32>
}
