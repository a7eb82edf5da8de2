// modify-public-functions: public functions change too (same as upstream).
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{modify-public-functions=true})' | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{modify-public-functions=true})' | FileCheck %s
// RUN: %ferrobuf-opt %s --dump-pass-pipeline --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{modify-public-functions=true add-result-attr=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: ferrobuf-buffer-results-to-out-params{add-result-attr=true hoist-dynamic-allocs=false hoist-static-allocs=false modify-public-functions=true}

// CHECK-LABEL: func @public(
//  CHECK-SAME:     %[[OUT:.*]]: memref<4xf32>) {
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   memref.copy %[[A]], %[[OUT]]{{([^[:alnum:]_]|$)}}
func.func @public() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   call @public(%[[A]]) : (memref<4xf32>) -> ()
func.func @caller() {
  %0 = call @public() : () -> memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  return
}
