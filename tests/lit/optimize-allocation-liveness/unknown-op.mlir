// Safer than upstream. UPSTREAM BUG: an op with unknown aliasing
// ("test.unknown": no view, region-branch or call interface, no memory
// effects) may return its memref operand. Upstream MLIR 22's view flow has
// no edge through such an op, so it frees %a right after "test.unknown"
// while the result %r, possibly %a itself, is still read. ferrobuf's view
// flow (ViewFlow::build_conservative) lets the operand flow into the
// result, so the free waits for the load of %r.
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @unknown_op_result
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   %[[R:.*]] = "test.unknown"(%[[A]])
//   CHECK-NOT:   memref.dealloc
//       CHECK:   memref.load %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @unknown_op_result
//       UPSTREAM:   %[[A:.*]] = memref.alloc
//  UPSTREAM-NEXT:   %[[R:.*]] = "test.unknown"(%[[A]])
//  UPSTREAM-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  UPSTREAM-NEXT:   memref.store
//  UPSTREAM-NEXT:   memref.load %[[R]]{{([^[:alnum:]_]|$)}}
func.func @unknown_op_result(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %r = "test.unknown"(%a) : (memref<4xf32>) -> memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
