// A returned memref that may alias an earlier returned one is returned as a
// fresh bufferization.clone made *before* the function's last dealloc, and
// the original is not retained there: its buffer is freed unless it is the
// earlier returned value's (an earlier version cloned after the dealloc and
// kept the original retained, leaking it; e.g. `return %a, (select %c, %a,
// %b)` with %c = false leaked %b). Two call results are distinct fresh
// buffers by the function boundary ABI and are returned as they are.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @select_may_alias
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[S:.*]] = arith.select
//   CHECK-NOT:   retain ({{[^)]*}}%[[S]]{{[,: ]}}
//       CHECK:   %[[C:.*]] = bufferization.clone %[[S]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   retain ({{[^)]*}}%[[S]]{{[,: ]}}
//       CHECK:   return %[[A]], %[[C]]{{([^[:alnum:]_]|$)}}
func.func @select_may_alias(%c: i1) -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %a, %b : memref<8xf32>
  return %a, %s : memref<8xf32>, memref<8xf32>
}

// -----

// CHECK-LABEL: func @two_calls
//       CHECK:   %[[R0:.*]] = call @make()
//       CHECK:   %[[R1:.*]] = call @make()
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[R0]], %[[R1]]{{([^[:alnum:]_]|$)}}
func.func private @make() -> memref<8xf32>
func.func @two_calls() -> (memref<8xf32>, memref<8xf32>) {
  %a = call @make() : () -> memref<8xf32>
  %b = call @make() : () -> memref<8xf32>
  return %a, %b : memref<8xf32>, memref<8xf32>
}

// -----

// CHECK-LABEL: func @if_results
//       CHECK:   %[[R:.*]]:4 = scf.if
//       CHECK:   } else {
//       CHECK:   }
//   CHECK-NOT:   retain ({{[^)]*}}%[[R]]#1{{[,: ]}}
//       CHECK:   bufferization.clone %[[R]]#1
//   CHECK-NOT:   retain ({{[^)]*}}%[[R]]#1{{[,: ]}}
//       CHECK:   return
func.func @if_results(%c: i1) -> (memref<8xf32>, memref<8xf32>) {
  %r:2 = scf.if %c -> (memref<8xf32>, memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a, %a : memref<8xf32>, memref<8xf32>
  } else {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    scf.yield %a, %b : memref<8xf32>, memref<8xf32>
  }
  return %r#0, %r#1 : memref<8xf32>, memref<8xf32>
}
