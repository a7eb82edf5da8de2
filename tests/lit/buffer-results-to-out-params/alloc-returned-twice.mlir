// One alloc returned as two results with hoist-static-allocs: upstream MLIR
// 22 crashes (segfault in promoteBufferResultsToOutParams). ferrobuf hoists
// it into the first out-parameter and copies that into the second.
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{hoist-static-allocs=true})' | FileCheck %s
// RUN: not --crash mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs=true})' 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: Stack dump

// CHECK-LABEL: func private @twice(
//  CHECK-SAME:     %[[O0:.*]]: memref<4xf32>, %[[O1:.*]]: memref<4xf32>) {
//  CHECK-NEXT:   "test.fill"(%[[O0]])
//  CHECK-NEXT:   memref.copy %[[O0]], %[[O1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   return{{$}}
func.func private @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  "test.fill"(%a) : (memref<4xf32>) -> ()
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   call @twice(%[[A]], %[[B]])
//  CHECK-NEXT:   "test.use"(%[[A]], %[[B]])
func.func @caller() {
  %0:2 = call @twice() : () -> (memref<4xf32>, memref<4xf32>)
  "test.use"(%0#0, %0#1) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
