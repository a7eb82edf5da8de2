// Every error of the pass's input validation (contract, "Errors"): located
// at the offending op and naming it; the pass fails (all functions are
// validated before any is changed).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics --allow-unregistered-dialect -o /dev/null

// An op with regions that does not implement RegionBranchOpInterface,
// returns memrefs and holds memrefs in its regions: whether its results are
// buffers of its regions is unknown. Upstream's diagnostic (it rejects this
// op too: region-ops-without-interface-errors.mlir). Such ops that return
// no memref are accepted (region-ops-without-interface.mlir).
func.func @region_op_returning_memrefs() {
  // expected-error @+1 {{All operations with attached regions need to implement the RegionBranchOpInterface. ('test.one_region_with_recursive_memory_effects' returns memrefs and its regions hold memrefs: cannot know whether its results are buffers of its regions)}}
  %r = "test.one_region_with_recursive_memory_effects"() ({
    %t = memref.alloc() : memref<4xf32>
    %c0 = arith.constant 0 : index
    %x = memref.load %t[%c0] : memref<4xf32>
    test.region_yield %x : f32
  }) : () -> memref<4xf32>
  return
}

// -----

// A terminator passing memrefs to such an op: where they go, and who frees
// them, is unknown.
func.func @region_op_yielding_memrefs(%a: memref<4xf32>, %out: memref<4xf32>) {
  test.region_buffer_based in(%a : memref<4xf32>) out(%out : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %t = memref.alloc() : memref<4xf32>
    // expected-error @+1 {{'test.region_yield' passes memrefs to 'test.region_buffer_based', which does not implement RegionBranchOpInterface: cannot know where they go, nor who frees them}}
    test.region_yield %t : memref<4xf32>
  }
  return
}

// -----

// The blocks of such an op's regions end in terminators like everywhere.
func.func @unregistered_region_op() {
  "test.unknown_region_op"() ({
  ^bb0(%m: memref<4xf32>):
    // expected-error @+1 {{terminator 'test.unknown_terminator' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface}}
    "test.unknown_terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

// An op with unknown memory effects (no MemoryEffectOpInterface) touching a
// memref: it could free or capture it.
func.func @unknown_effects_on_memref(%a: memref<4xf32>) {
  // expected-error @+1 {{'test.unknown_op' has unknown memory effects on memrefs: ownership-based deallocation needs MemoryEffectOpInterface}}
  "test.unknown_op"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @unknown_effects_memref_result() {
  // expected-error @+1 {{'test.unknown_op' has unknown memory effects on memrefs}}
  %m = "test.unknown_op"() : () -> memref<4xf32>
  return
}

// -----

// Deallocations must not be present already (like upstream).
func.func @dealloc_present() {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{'memref.dealloc' frees a memref: ownership-based deallocation expects input without deallocations (as upstream); run ferrobuf-expand-realloc{emit-deallocs=false} for memref.realloc}}
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

func.func @realloc_present(%n: index) -> memref<?xf32> {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{'memref.realloc' frees a memref: ownership-based deallocation expects input without deallocations}}
  %r = memref.realloc %b(%n) : memref<4xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// A terminator implementing neither BranchOpInterface nor
// RegionBranchTerminatorOpInterface.
func.func @neither_interface() {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{terminator 'llvm.unreachable' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface}}
  llvm.unreachable
}

// -----

// A branch with several successors other than cf.cond_br and cf.switch: the
// condition under which each successor is taken is unknown.
func.func @llvm_cond_br(%c: i1) {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{'llvm.cond_br': branches with several successors are supported for cf.cond_br and cf.switch only (the condition of each successor is unknown)}}
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

// One bad function among good ones: one located error, nothing else.
func.func @fine(%out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
func.func @bad() {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{'memref.dealloc' frees a memref}}
  memref.dealloc %b : memref<4xf32>
  return
}
