// Better than upstream: with private-function-dynamic-ownership=true, only
// private functions all of whose symbol references are calls get the extra
// i1 ownership result. A private function whose symbol has another use --
// its address taken by func.constant, or a reference in an attribute --
// keeps its signature and follows the function boundary ABI (here its
// result is statically owned: returned as is), and its callers free the
// call result as owned. Upstream MLIR 22 rewrites @address_taken anyway,
// and its output fails verification ("'func.constant' op reference to
// function with mismatched type").
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true})' %s | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation{private-function-dynamic-ownership=true})' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: 'func.constant' op reference to function with mismatched type

// CHECK-LABEL: func private @address_taken() -> memref<4xf32>
//       CHECK:   %[[B:.*]] = memref.alloc()
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[B]] : memref<4xf32>
// CHECK-LABEL: func @takes_address
//       CHECK:   {{(func\.)?}}constant @address_taken : () -> memref<4xf32>
// CHECK-LABEL: func @calls_it
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]] = call @address_taken() : () -> memref<4xf32>
//       CHECK:   %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[TRUE]]){{$}}
// CHECK-LABEL: func private @referenced_in_attr() -> memref<4xf32>
// CHECK-LABEL: func @calls_it2
//       CHECK:   call @referenced_in_attr() : () -> memref<4xf32>
// CHECK-LABEL: func private @only_called() -> (memref<4xf32>, i1)
// CHECK-LABEL: func @calls_it3
//       CHECK:   %[[R:.*]]:2 = call @only_called() : () -> (memref<4xf32>, i1)
//       CHECK:   %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[R]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[R]]#1){{$}}
func.func private @address_taken() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  return %b : memref<4xf32>
}
func.func @takes_address() -> (() -> memref<4xf32>) {
  %f = func.constant @address_taken : () -> memref<4xf32>
  return %f : () -> memref<4xf32>
}
func.func @calls_it() {
  %0 = call @address_taken() : () -> memref<4xf32>
  return
}

func.func private @referenced_in_attr() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  return %b : memref<4xf32>
}
func.func @calls_it2() attributes {ref = @referenced_in_attr} {
  %0 = call @referenced_in_attr() : () -> memref<4xf32>
  return
}

// Only called: dynamic ownership applies.
func.func private @only_called() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  return %b : memref<4xf32>
}
func.func @calls_it3() {
  %0 = call @only_called() : () -> memref<4xf32>
  return
}
