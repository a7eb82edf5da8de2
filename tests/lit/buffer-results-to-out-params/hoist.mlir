// hoist-static-allocs / hoist-dynamic-allocs: a returned memref.alloc is
// replaced by the out-parameter. Same output as upstream (shared prefixes).
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{hoist-static-allocs=true hoist-dynamic-allocs=true})' | FileCheck %s --check-prefixes=CHECK,BOTH
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs=true hoist-dynamic-allocs=true})' | FileCheck %s --check-prefixes=CHECK,BOTH
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{hoist-static-allocs=true add-result-attr=true})' | FileCheck %s --check-prefixes=CHECK,STATIC
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs=true add-result-attr=true})' | FileCheck %s --check-prefixes=CHECK,STATIC

// CHECK-LABEL: func private @static(
//  BOTH-SAME:     %[[OUT:.*]]: memref<4xf32>) -> f32 {
//  STATIC-SAME:   %[[OUT:.*]]: memref<4xf32> {bufferize.result}) -> f32 {
//  CHECK-NOT:    memref.alloc
//      CHECK:    "test.fill"(%[[OUT]])
//  CHECK-NOT:    memref.copy
//      CHECK:    return %{{.*}} : f32
func.func private @static() -> (memref<4xf32>, f32) {
  %a = memref.alloc() : memref<4xf32>
  %x = arith.constant 1.0 : f32
  "test.fill"(%a) : (memref<4xf32>) -> ()
  return %a, %x : memref<4xf32>, f32
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   call @static(%[[A]])
func.func @caller() {
  %0:2 = call @static() : () -> (memref<4xf32>, f32)
  "test.use"(%0#0, %0#1) : (memref<4xf32>, f32) -> ()
  return
}

