// scf.for: a buffer allocated per iteration is freed in the same iteration
// unless yielded; a yielded buffer travels in an iter_arg with its own i1
// iter_arg, initialized to false (the parent keeps ownership of the init
// value) and freed by the next iteration or, after the loop, by the parent.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// One buffer per iteration, not yielded: freed at the end of the body.

// CHECK-LABEL: func @alloc_per_iteration
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @alloc_per_iteration(%lb: index, %ub: index, %s: index, %a: memref<4xf32>) {
  scf.for %i = %lb to %ub step %s {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  }
  return
}

// -----

// The iteration's buffer is yielded: each iteration frees the previous
// iteration's buffer (%it, under its ownership %it_own: false for the
// argument %a in the first iteration) and retains its own; after the loop
// the parent frees the last one under the loop's ownership result.

// CHECK-LABEL: func @iter_args
//  CHECK-SAME: %[[A:[^:]*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[FOR:.*]]:2 = scf.for %{{.*}} iter_args(%[[IT:.*]] = %[[A]], %[[IT_OWN:.*]] = %[[FALSE]]) -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based in(%[[IT]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     %[[IT_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[OWN:.*]] = bufferization.dealloc (%[[IT_BASE]], %[[B]] : memref<f32>, memref<4xf32>) if (%[[IT_OWN]], %[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[FOR]]#0, %[[OUT]])
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[FOR]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[FOR]]#1){{$}}
//  CHECK-NEXT:   return
func.func @iter_args(%lb: index, %ub: index, %s: index, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%it: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// The init value is a buffer of the parent and an iteration may yield its
// iter_arg unchanged (scf.if nested in the loop). The parent keeps owning
// %p (iter ownership false on entry): when the loop returns %p itself, its
// ownership result is false and the parent frees %p once; buffers of
// earlier iterations are freed by the iteration that replaces them, and
// their ownership is restored through the retain result when they are
// yielded again.

// CHECK-LABEL: func @owned_init
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[P:.*]] = memref.alloc()
//       CHECK:   %[[FOR:.*]]:2 = scf.for %{{.*}} iter_args(%[[IT:.*]] = %[[P]], %[[IT_OWN:.*]] = %[[FALSE]]) -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[IF:.*]]:2 = scf.if %{{.*}} -> (memref<4xf32>, i1) {
//  CHECK-NEXT:       %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:       test.buffer_based in(%[[IT]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//  CHECK-NEXT:       %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:       scf.yield %[[B]], %[[B_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:     } else {
//  CHECK-NEXT:       scf.yield %[[IT]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:     }
//  CHECK-NEXT:     %[[IT_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[IF_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//  CHECK-NEXT:     %[[OWN:.*]] = bufferization.dealloc (%[[IT_BASE]], %[[IF_BASE]] : memref<f32>, memref<f32>) if (%[[IT_OWN]], %[[IF]]#1) retain (%[[IF]]#0 : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[IF]]#0, %[[OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[FOR]]#0, %{{.*}})
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[FOR]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[P]], %[[BASE]] : memref<4xf32>, memref<f32>) if (%[[TRUE]], %[[FOR]]#1){{$}}
//  CHECK-NEXT:   return
func.func @owned_init(%lb: index, %ub: index, %s: index, %c: i1, %out: memref<4xf32>) {
  %p = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %p) -> (memref<4xf32>) {
    %n = scf.if %c -> (memref<4xf32>) {
      %b = memref.alloc() : memref<4xf32>
      test.buffer_based in(%it: memref<4xf32>) out(%b: memref<4xf32>)
      scf.yield %b : memref<4xf32>
    } else {
      scf.yield %it : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A parent buffer used inside the loop is not the loop's to free: the body
// holds nothing and inserts no dealloc; the parent frees %p after the loop.

// CHECK-LABEL: func @parent_buffer_used_in_loop
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[P:.*]] = memref.alloc()
//       CHECK:   scf.for
//  CHECK-NEXT:     test.copy(%[[P]], %{{.*}})
//  CHECK-NEXT:   }
//  CHECK-NEXT:   bufferization.dealloc (%[[P]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   return
func.func @parent_buffer_used_in_loop(%lb: index, %ub: index, %s: index, %out: memref<4xf32>) {
  %p = memref.alloc() : memref<4xf32>
  scf.for %i = %lb to %ub step %s {
    test.copy(%p, %out) : (memref<4xf32>, memref<4xf32>)
  }
  return
}
