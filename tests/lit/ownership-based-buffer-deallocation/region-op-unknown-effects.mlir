// An op with regions that does not implement RegionBranchOpInterface and
// defines no memref inside (an "opaque" region op, like linalg.generic) is
// not processed inside, but it is validated: the op itself and every op
// nested in it are checked for unknown memory effects on memrefs, with the
// same located error as for an op without regions (contract, "Errors").
// An opaque op whose effects are all known (linalg.generic with a pure
// body) is accepted. Upstream MLIR 22 rejects the three erroneous functions
// too (at the first op with unknown effects it meets: "ops with unknown
// memory side effects are not supported"). (Formerly a bug: such ops were
// skipped by the validation, so an op that may free or capture %b was
// accepted and %b freed after it anyway.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics --allow-unregistered-dialect -o /dev/null
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM-COUNT-3: error: ops with unknown memory side effects are not supported

// The region op itself takes and returns a memref: it may free or capture
// %b, and its result's ownership is unknown.
func.func @memref_operand_and_result() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{'test.unknown_region_op' has unknown memory effects on memrefs: ownership-based deallocation needs MemoryEffectOpInterface}}
  %r = "test.unknown_region_op"(%b) ({
    "test.unknown_terminator"() : () -> ()
  }) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// An op nested in the region may free %b.
func.func @use_inside_region() {
  %b = memref.alloc() : memref<4xf32>
  "test.unknown_region_op"() ({
    // expected-error @+1 {{'test.unknown_use' has unknown memory effects on memrefs: ownership-based deallocation needs MemoryEffectOpInterface}}
    "test.unknown_use"(%b) : (memref<4xf32>) -> ()
    "test.unknown_terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

#map = affine_map<(d0) -> (d0)>

// The same inside a registered opaque region op.
func.func @unknown_use_in_generic(%a: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'test.unknown_use' has unknown memory effects on memrefs}}
    "test.unknown_use"(%b) : (memref<4xf32>) -> ()
    linalg.yield %x : f32
  }
  return
}

// -----

#map = affine_map<(d0) -> (d0)>

// Known effects only: accepted (no diagnostic).
func.func @generic_ok(%a: memref<4xf32>) -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.addf %x, %x : f32
    linalg.yield %z : f32
  }
  return %b : memref<4xf32>
}
