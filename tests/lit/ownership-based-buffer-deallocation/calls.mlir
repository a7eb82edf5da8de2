// Calls (function boundary ABI, spec "Function boundary ABI"): passing a
// memref to a callee never hands over ownership, and a call's memref
// results are owned by the caller (ownership true). Callees in the module
// are processed with the same ABI, so their results are fresh.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s | FileCheck %s

func.func private @make() -> memref<4xf32>
func.func private @use(memref<4xf32>)

// External declarations are left alone (no body, no attribute).
// CHECK: func.func private @make() -> memref<4xf32>{{$}}
// CHECK: func.func private @use(memref<4xf32>){{$}}

// The result is owned: the caller frees it (through its base buffer: a call
// result may have any layout).

// CHECK-LABEL: func @call_result
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]] = call @make()
//  CHECK-NEXT:   test.copy(%[[R]], %{{.*}})
//  CHECK-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   return
func.func @call_result(%out: memref<4xf32>) {
  %0 = call @make() : () -> memref<4xf32>
  test.copy(%0, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// Statically owned: returned as is, no clone.

// CHECK-LABEL: func @call_result_returned
//       CHECK:   %[[R:.*]] = call @make()
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @call_result_returned() -> memref<4xf32> {
  %0 = call @make() : () -> memref<4xf32>
  return %0 : memref<4xf32>
}

// The callee does not take ownership of its argument: the caller frees %b
// after the call.

// CHECK-LABEL: func @passed_to_call
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   call @use(%[[B]])
//  CHECK-NEXT:   bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   return
func.func @passed_to_call() {
  %b = memref.alloc() : memref<4xf32>
  call @use(%b) : (memref<4xf32>) -> ()
  return
}

// A public callee of the module returns its own allocation (owned: no
// clone); the caller owns both call results, one of which is only an
// argument of the second call.

// CHECK-LABEL: func @callee_in_module
//       CHECK:   %[[B:.*]] = memref.alloc()
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[B]]{{([^[:alnum:]_]|$)}}
// CHECK-LABEL: func @caller
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R0:.*]] = call @callee_in_module(%{{.*}})
//  CHECK-NEXT:   %[[R1:.*]] = call @callee_in_module(%[[R0]])
//  CHECK-NEXT:   test.copy(%[[R1]], %{{.*}})
//  CHECK-NEXT:   %[[BASE0:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[BASE1:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE0]], %[[BASE1]] : memref<f32>, memref<f32>) if (%[[TRUE]], %[[TRUE]]){{$}}
//  CHECK-NEXT:   return
func.func @callee_in_module(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  return %b : memref<4xf32>
}
func.func @caller(%a: memref<4xf32>, %out: memref<4xf32>) {
  %0 = call @callee_in_module(%a) : (memref<4xf32>) -> memref<4xf32>
  %1 = call @callee_in_module(%0) : (memref<4xf32>) -> memref<4xf32>
  test.copy(%1, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
