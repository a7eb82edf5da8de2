// `results-may-alias` (upstream's function-boundary ABI): the memref
// results of one call may be one buffer, so a caller freeing both without
// an alias check may free twice; returning one buffer twice is allowed.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-verify-deallocation{results-may-alias=true}))' %s -split-input-file -verify-diagnostics -o /dev/null

func.func private @two() -> (memref<4xf32>, memref<4xf32>)
func.func @frees_both() {
  %a:2 = call @two() : () -> (memref<4xf32>, memref<4xf32>)
  memref.dealloc %a#0 : memref<4xf32>
  // expected-error @+1 {{double free}}
  memref.dealloc %a#1 : memref<4xf32>
  return
}

// -----

func.func private @two() -> (memref<4xf32>, memref<4xf32>)
func.func @alias_checked() {
  %a:2 = call @two() : () -> (memref<4xf32>, memref<4xf32>)
  memref.dealloc %a#0 : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a#0 : memref<4xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %a#1 : memref<4xf32> -> index
  %ne = arith.cmpi ne, %p, %q : index
  scf.if %ne {
    memref.dealloc %a#1 : memref<4xf32>
  }
  return
}
