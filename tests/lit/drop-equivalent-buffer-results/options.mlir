// modify-public-functions (ferrobuf only; upstream 22 has no option and
// never changes a public function, which the default reproduces: see
// basic.mlir).
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-drop-equivalent-buffer-results{modify-public-functions=true})' | FileCheck %s
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-drop-equivalent-buffer-results{modify-public-functions=false})' | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(drop-equivalent-buffer-results)' | FileCheck %s --check-prefix=DEFAULT

// CHECK-LABEL: func @public(
//  CHECK-SAME:     %{{.*}}: memref<4xf32>) {
//  CHECK-NEXT:   return{{$}}
// DEFAULT-LABEL: func @public(
//  DEFAULT-SAME:     -> memref<4xf32>
func.func @public(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   call @public(%arg0) : (memref<4xf32>) -> ()
//  CHECK-NEXT:   "test.use"(%arg0)
// DEFAULT-LABEL: func @caller(
//  DEFAULT-NEXT:   %[[R:.*]] = call @public(%arg0) : (memref<4xf32>) -> memref<4xf32>
//  DEFAULT-NEXT:   "test.use"(%[[R]])
func.func @caller(%a: memref<4xf32>) {
  %0 = call @public(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  return
}
