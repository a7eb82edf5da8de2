// Nested region-branch ops: every region frees what it owns at its end,
// ownership crosses each region boundary through the i1 results, block
// arguments and terminator operands, and a value of an outer region used
// (or yielded) inside stays owned by the outer region. Also ops whose
// region runs several times in parallel (scf.parallel, scf.forall) and
// memref.alloca_scope.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// scf.if > scf.for > scf.if. The inner else branch yields %o, a buffer of
// the outer scf.if region: ownership false there; the outer region frees %o
// and the loop result (once if they are the same buffer).

// CHECK-LABEL: func @if_in_for_in_if
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     %[[O:.*]] = memref.alloc()
//  CHECK-NEXT:     %[[FOR:.*]]:2 = scf.for {{.*}} iter_args(%[[IT:.*]] = %[[O]], %[[IT_OWN:.*]] = %[[FALSE]]) -> (memref<4xf32>, i1) {
//  CHECK-NEXT:       %[[IF:.*]]:2 = scf.if %{{.*}} -> (memref<4xf32>, i1) {
//  CHECK-NEXT:         %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:         test.buffer_based in(%[[IT]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//  CHECK-NEXT:         %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:         scf.yield %[[B]], %[[B_OWN]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       } else {
//  CHECK-NEXT:         scf.yield %[[O]], %[[FALSE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       }
//  CHECK-NEXT:       %[[IT_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:       %[[IF_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//  CHECK-NEXT:       %[[OWN:.*]] = bufferization.dealloc (%[[IT_BASE]], %[[IF_BASE]] : memref<f32>, memref<f32>) if (%[[IT_OWN]], %[[IF]]#1) retain (%[[IF]]#0 : memref<4xf32>)
//  CHECK-NEXT:       scf.yield %[[IF]]#0, %[[OWN]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     }
//  CHECK-NEXT:     test.copy(%[[FOR]]#0, %{{.*}})
//  CHECK-NEXT:     %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[FOR]]#0
//  CHECK-NEXT:     bufferization.dealloc (%[[O]], %[[BASE]] : memref<4xf32>, memref<f32>) if (%[[TRUE]], %[[FOR]]#1){{$}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @if_in_for_in_if(%c: i1, %d: i1, %lb: index, %ub: index, %s: index, %out: memref<4xf32>) {
  scf.if %c {
    %o = memref.alloc() : memref<4xf32>
    %r = scf.for %i = %lb to %ub step %s iter_args(%it = %o) -> (memref<4xf32>) {
      %n = scf.if %d -> (memref<4xf32>) {
        %b = memref.alloc() : memref<4xf32>
        test.buffer_based in(%it: memref<4xf32>) out(%b: memref<4xf32>)
        scf.yield %b : memref<4xf32>
      } else {
        scf.yield %o : memref<4xf32>
      }
      scf.yield %n : memref<4xf32>
    }
    test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  }
  return
}

// -----

// Parallel loops: each iteration frees its own buffer.

// CHECK-LABEL: func @parallel_loops
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   scf.parallel
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:     scf.reduce
//       CHECK:   scf.forall
//  CHECK-NEXT:     %[[F:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     bufferization.dealloc (%[[F]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @parallel_loops(%lb: index, %ub: index, %s: index, %a: memref<4xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.reduce
  }
  scf.forall (%i) in (4) {
    %f = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%f: memref<4xf32>)
  }
  return
}

// -----

// memref.alloca_scope with a memref result: a region-branch op like the
// others; the heap buffer it returns keeps its ownership.

// CHECK-LABEL: func @alloca_scope
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]]:2 = memref.alloca_scope -> (memref<4xf32>, i1) {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     %[[T:.*]] = memref.alloca()
//  CHECK-NEXT:     test.buffer_based in(%[[T]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     memref.alloca_scope.return %[[B]], %[[B_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[R]]#1)
func.func @alloca_scope(%out: memref<4xf32>) {
  %r = memref.alloca_scope -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    %t = memref.alloca() : memref<4xf32>
    test.buffer_based in(%t: memref<4xf32>) out(%b: memref<4xf32>)
    memref.alloca_scope.return %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
