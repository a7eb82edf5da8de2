// Unranked memref arguments -- of the function (entry block) or of any
// other block of its body -- are rejected with an error located at the
// function, like unranked op results and region arguments (contract,
// "Errors"; see errors.mlir). (Formerly a suspected bug: `validate` skipped
// the function op, such arguments were not memrefs for the pass, and
// @returned_argument returned its argument as is, without a clone,
// breaking the function boundary ABI.)
//
// A ferrobuf limitation, not an upstream bug: upstream MLIR 22 supports
// unranked memrefs here (it clones the returned argument and frees through
// memref.reinterpret_cast + extract_strided_metadata).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM-LABEL: func @returned_argument
//       UPSTREAM:   scf.if %false
//       UPSTREAM:   } else {
//  UPSTREAM-NEXT:     bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>

// expected-error @+1 {{unranked memref function argument #0 is not supported by ownership-based deallocation}}
func.func @returned_argument(%a: memref<*xf32>) -> memref<*xf32> {
  return %a : memref<*xf32>
}

// -----

// UPSTREAM-LABEL: func @block_argument

// expected-error @+1 {{unranked memref function argument #0 is not supported by ownership-based deallocation}}
func.func @block_argument(%a: memref<*xf32>, %c: i1) {
  cf.cond_br %c, ^bb1(%a : memref<*xf32>), ^bb1(%a : memref<*xf32>)
^bb1(%x: memref<*xf32>):
  return
}

// -----

// Only a non-entry block has an unranked argument: the error is reported
// at the function and names the block and argument.

// UPSTREAM-LABEL: func @non_entry_block_argument

// expected-error @+1 {{unranked memref argument #0 of block #1 is not supported by ownership-based deallocation}}
func.func @non_entry_block_argument(%a: memref<4xf32>) {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  cf.br ^bb1(%u : memref<*xf32>)
^bb1(%x: memref<*xf32>):
  return
}
