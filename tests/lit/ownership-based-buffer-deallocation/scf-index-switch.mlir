// scf.index_switch: like scf.if with any number of cases. Each case frees
// what it allocates unless it yields it and yields the ownership of what
// it yields: the retain result of its dealloc for its own allocation, or
// the constant false for what can never be owned -- the function argument
// %a (not retained: %t is freed unconditionally) and an alloca.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s | FileCheck %s

// CHECK-LABEL: func @index_switch
//  CHECK-SAME: (%[[K:.*]]: index, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[S:.*]]:2 = scf.index_switch %[[K]] -> memref<4xf32>, i1
//  CHECK-NEXT:   case 1 {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>)
//  CHECK-NEXT:     scf.yield %[[B]], %[[B_OWN]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   case 2 {
//  CHECK-NEXT:     %[[T:.*]] = memref.alloc()
//  CHECK-NEXT:     test.buffer_based
//  CHECK-NEXT:     bufferization.dealloc (%[[T]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:     scf.yield %[[A]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   case 3 {
//  CHECK-NEXT:     %[[ALLOCA:.*]] = memref.alloca()
//  CHECK-NEXT:     scf.yield %[[ALLOCA]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   default {
//  CHECK-NEXT:     scf.yield %[[A]], %[[FALSE]] : memref<4xf32>, i1
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[S]]#0, %[[OUT]])
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[S]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[S]]#1){{$}}
//  CHECK-NEXT:   return
func.func @index_switch(%k: index, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.index_switch %k -> memref<4xf32>
  case 1 {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  case 2 {
    %t = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%t: memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  case 3 {
    %b = memref.alloca() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  default {
    scf.yield %a : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
