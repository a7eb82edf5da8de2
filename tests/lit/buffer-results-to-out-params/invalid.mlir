// Unsupported results: the same located errors as upstream (both RUN lines
// verify the diagnostics).
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params)' -split-input-file -verify-diagnostics
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params)' -split-input-file -verify-diagnostics

// A static layout that an identity-layout buffer cannot be cast to.
// expected-error @below {{cannot create out param for result with unsupported layout}}
func.func private @strided(%m: memref<8xf32>) -> memref<4xf32, strided<[2], offset: 1>> {
  %s = memref.subview %m[1] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  return %s : memref<4xf32, strided<[2], offset: 1>>
}

// -----

// A dynamic shape whose sizes the call site cannot know (no
// hoist-dynamic-allocs).
func.func private @dynamic(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @caller(%n: index) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @dynamic(%n) : (index) -> memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return
}

// -----

// Sizes computed in the callee are unknown at the call site, even with
// hoist-dynamic-allocs (see invalid-hoist-dynamic.mlir); without callers
// the function is rewritten (a copy): no error.
func.func private @computed(%m: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %a = memref.alloc(%d) : memref<?xf32>
  return %a : memref<?xf32>
}
