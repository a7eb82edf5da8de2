// A pass that leaves the IR untouched tells the pass manager so: cached
// analyses survive it (and mlir-opt skips the verifier after it, which is
// what saves time on big functions). Observed through -mlir-timing: CSE
// computes DominanceInfo, and the next CSE shows no "(A) DominanceInfo"
// when the pass in between preserved it.

// RUN: split-file %s %t

// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(cse,ferrobuf-expand-realloc,cse))' -mlir-timing %t/plain.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPAND-KEEP
// EXPAND-KEEP:      CSE
// EXPAND-KEEP-NEXT:   (A) DominanceInfo
// EXPAND-KEEP-NEXT: ferrobuf-expand-realloc
// EXPAND-KEEP-NEXT: CSE
// EXPAND-KEEP-NEXT: Output

// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(cse,ferrobuf-expand-realloc,cse))' -mlir-timing %t/realloc.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPAND-DROP
// EXPAND-DROP:      ferrobuf-expand-realloc
// EXPAND-DROP-NEXT: CSE
// EXPAND-DROP-NEXT:   (A) DominanceInfo

// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(cse,ferrobuf-buffer-hoisting,ferrobuf-buffer-loop-hoisting,ferrobuf-promote-buffers-to-stack,cse))' -mlir-timing %t/plain.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLACEMENT
// PLACEMENT:      ferrobuf-promote-buffers-to-stack
// PLACEMENT-NEXT: CSE
// PLACEMENT-NEXT: Output

// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(cse,ferrobuf-buffer-deallocation-simplification,cse,ferrobuf-bufferization-lower-deallocations,cse)' -mlir-timing %t/plain.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-DEALLOC
// NO-DEALLOC:      ferrobuf-buffer-deallocation-simplification
// NO-DEALLOC-NEXT: CSE
// NO-DEALLOC-NEXT: ferrobuf-bufferization-lower-deallocations
// NO-DEALLOC-NEXT: CSE
// NO-DEALLOC-NEXT: Output

// The first deallocation run changes the function; a second run recognises
// it as processed and changes nothing.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(cse,ferrobuf-ownership-based-buffer-deallocation,cse,ferrobuf-ownership-based-buffer-deallocation,cse)' -mlir-timing %t/plain.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE:      ferrobuf-ownership-based-buffer-deallocation
// TWICE-NEXT: CSE
// TWICE-NEXT:   (A) DominanceInfo
// TWICE-NEXT: ferrobuf-ownership-based-buffer-deallocation
// TWICE-NEXT: CSE
// TWICE-NEXT: Output

// Deallocations the simplification rewrites: analyses are dropped.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(cse,ferrobuf-buffer-deallocation-simplification,cse)' -mlir-timing %t/dealloc.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIMPLIFIED
// SIMPLIFIED:      ferrobuf-buffer-deallocation-simplification
// SIMPLIFIED-NEXT: CSE
// SIMPLIFIED-NEXT:   (A) DominanceInfo

//--- plain.mlir
func.func @f(%a: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}

//--- realloc.mlir
func.func @g(%a: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

//--- dealloc.mlir
func.func @h(%a: memref<2xf32>, %c: i1) {
  %b = memref.alloc() : memref<2xf32>
  %true = arith.constant true
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %true)
  return
}
