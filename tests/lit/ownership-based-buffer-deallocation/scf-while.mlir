// scf.while: both regions get an i1 block argument per memref argument; the
// before region forwards the ownership of what it passes on with
// scf.condition (to the after region and to the results), the after region
// with scf.yield (back to the before region). The initial value's ownership
// is false: the parent keeps it.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// Allocation in the after region: the before region retains the value it
// forwards (no free there), the after region frees the previous buffer and
// retains the new one; the parent frees the final result.

// CHECK-LABEL: func @alloc_in_after
//  CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>, %{{.*}}: f32)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[W:.*]]:2 = scf.while (%[[X:.*]] = %[[A]], %[[X_OWN:.*]] = %[[FALSE]]) : (memref<4xf32>, i1) -> (memref<4xf32>, i1) {
//       CHECK:     %[[COND:.*]] = arith.cmpf
//  CHECK-NEXT:     %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[FWD_OWN:.*]] = bufferization.dealloc (%[[X_BASE]] : memref<f32>) if (%[[X_OWN]]) retain (%[[X]] : memref<4xf32>)
//  CHECK-NEXT:     scf.condition(%[[COND]]) %[[X]], %[[FWD_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   } do {
//  CHECK-NEXT:   ^bb0(%[[Y:.*]]: memref<4xf32>, %[[Y_OWN:.*]]: i1):
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based in(%[[Y]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     %[[Y_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[Y]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[B_OWN:.*]] = bufferization.dealloc (%[[Y_BASE]], %[[B]] : memref<f32>, memref<4xf32>) if (%[[Y_OWN]], %[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[B_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[W]]#0, %[[OUT]])
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[W]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[W]]#1){{$}}
//  CHECK-NEXT:   return
func.func @alloc_in_after(%a: memref<4xf32>, %out: memref<4xf32>, %lim: f32) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%w = %a) : (memref<4xf32>) -> memref<4xf32> {
    %v = memref.load %w[%c0] : memref<4xf32>
    %c = arith.cmpf olt, %v, %lim : f32
    scf.condition(%c) %w : memref<4xf32>
  } do {
  ^bb0(%x: memref<4xf32>):
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%x: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Allocation in the before region, forwarded by scf.condition: the before
// region frees the previous value and retains the new buffer.

// CHECK-LABEL: func @alloc_in_before
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[W:.*]]:2 = scf.while (%[[X:.*]] = %{{.*}}, %[[X_OWN:.*]] = %[[FALSE]]) : (memref<4xf32>, i1) -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//       CHECK:     %[[COND:.*]] = arith.cmpf
//  CHECK-NEXT:     %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[B_OWN:.*]] = bufferization.dealloc (%[[X_BASE]], %[[B]] : memref<f32>, memref<4xf32>) if (%[[X_OWN]], %[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.condition(%[[COND]]) %[[B]], %[[B_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   } do {
//  CHECK-NEXT:   ^bb0(%[[Y:.*]]: memref<4xf32>, %[[Y_OWN:.*]]: i1):
//  CHECK-NEXT:     %[[Y_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[Y]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[Y_OWN2:.*]] = bufferization.dealloc (%[[Y_BASE]] : memref<f32>) if (%[[Y_OWN]]) retain (%[[Y]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[Y]], %[[Y_OWN2]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//       CHECK:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[W]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[W]]#1){{$}}
func.func @alloc_in_before(%a: memref<4xf32>, %out: memref<4xf32>, %lim: f32) {
  %c0 = arith.constant 0 : index
  %r = scf.while (%w = %a) : (memref<4xf32>) -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%w: memref<4xf32>) out(%b: memref<4xf32>)
    %v = memref.load %b[%c0] : memref<4xf32>
    %c = arith.cmpf olt, %v, %lim : f32
    scf.condition(%c) %b : memref<4xf32>
  } do {
  ^bb0(%x: memref<4xf32>):
    scf.yield %x : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
