// A block ending with an op that is neither a branch nor a region-branch
// terminator -- here an unregistered op, which MLIR allows to terminate a
// block -- is a located error naming the op (contract, "Errors": the last
// op of every processed block must implement exactly one of
// BranchOpInterface and RegionBranchTerminatorOpInterface), also in a
// region of a region-branch op and in a function without memrefs. Upstream
// MLIR 22 rejects the same inputs ("ops with unknown memory side effects
// are not supported"). (Formerly a bug: the block was silently skipped, no
// bufferization.dealloc was inserted and %b leaked.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics --allow-unregistered-dialect -o /dev/null
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: ops with unknown memory side effects are not supported
// UPSTREAM: error: ops with unknown memory side effects are not supported
// UPSTREAM: error: ops with unknown memory side effects are not supported

func.func @unregistered_terminator() {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{terminator 'test.unknown_terminator' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface}}
  "test.unknown_terminator"() : () -> ()
}

// -----

func.func @in_region_branch_op() {
  scf.execute_region {
    %b = memref.alloc() : memref<4xf32>
    // expected-error @+1 {{terminator 'test.unknown_terminator' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface}}
    "test.unknown_terminator"() : () -> ()
  }
  return
}

// -----

func.func @no_memrefs(%x: i32) {
  // expected-error @+1 {{terminator 'test.unknown_terminator' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface}}
  "test.unknown_terminator"(%x) : (i32) -> ()
}
