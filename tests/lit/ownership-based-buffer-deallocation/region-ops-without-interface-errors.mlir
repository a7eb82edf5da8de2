// Ops with regions that do not implement RegionBranchOpInterface, in the
// cases the pass rejects, with upstream MLIR 22 for contrast.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// The op returns a memref and allocates in its region: whether the result
// is a buffer of the region (to be freed by whom?) is unknown. Upstream
// rejects it with the same diagnostic (ours adds the reason).
// UPSTREAM: error: All operations with attached regions need to implement the RegionBranchOpInterface.
func.func @returns_memref(%a: memref<2xf32>) {
  // expected-error @+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %r = "test.one_region_with_recursive_memory_effects"() ({
    %t = memref.alloc() : memref<2xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %t[%c0] : memref<2xf32>
    test.region_yield %v : f32
  }) : () -> memref<2xf32>
  return
}

// -----

// The region passes a fresh buffer to the op through its terminator: freeing
// it before the terminator could free a buffer the op still uses, keeping
// it could leak it. Upstream accepts the op and appends an ownership operand
// to the terminator, which then fails to verify.
// UPSTREAM: error: 'test.region_yield' op requires a single operand
func.func @yields_memref(%a: memref<2xf32>, %b: memref<2xf32>) {
  test.region_buffer_based in(%a : memref<2xf32>) out(%b : memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %t = memref.alloc() : memref<2xf32>
    // expected-error @+1 {{'test.region_yield' passes memrefs to 'test.region_buffer_based', which does not implement RegionBranchOpInterface: cannot know where they go, nor who frees them}}
    test.region_yield %t : memref<2xf32>
  }
  return
}
