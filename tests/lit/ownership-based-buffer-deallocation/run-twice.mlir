// Running the pass twice is safe (ferrobuf only): a processed function is
// marked `ferrobuf.deallocated` and left as it is by later runs, as is a
// function containing bufferization.dealloc (e.g. upstream's output).
// Upstream's pass fails with an error on already processed input, its own
// or ferrobuf's.
// RUN: split-file %s %t
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %t/funcs.mlir -o %t/once.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %t/once.mlir -o %t/twice.mlir
// RUN: diff %t/once.mlir %t/twice.mlir
// RUN: FileCheck %s < %t/twice.mlir
//
// Upstream's output (for a function it inserted deallocs in) is left alone
// by ferrobuf's pass:
// RUN: mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %t/loop.mlir -o %t/upstream.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %t/upstream.mlir -o %t/upstream-then-ours.mlir
// RUN: diff %t/upstream.mlir %t/upstream-then-ours.mlir
//
// Upstream rejects both outputs:
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %t/once.mlir 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %t/upstream.mlir 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: No deallocation operations must be present when running this pass!

//--- funcs.mlir

// CHECK-LABEL: func @loop
//  CHECK-SAME: attributes {ferrobuf.deallocated}
//       CHECK:   scf.for
//       CHECK:     bufferization.dealloc
//   CHECK-NOT:     bufferization.dealloc
//       CHECK:     scf.yield
//       CHECK:   bufferization.dealloc
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return
func.func @loop(%lb: index, %ub: index, %s: index, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%it: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// A function without memrefs is marked too (and gets no dealloc; a dead
// `arith.constant false` is left for canonicalize).
// CHECK-LABEL: func @no_buffers
//  CHECK-SAME: attributes {ferrobuf.deallocated}
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return
func.func @no_buffers() {
  return
}

// A function already carrying the mark is not processed: its allocation is
// not freed (the mark asserts deallocation was done).
// CHECK-LABEL: func @marked
//  CHECK-SAME: attributes {ferrobuf.deallocated}
//  CHECK-NEXT:   memref.alloc
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   return
func.func @marked(%out: memref<4xf32>) attributes {ferrobuf.deallocated} {
  %b = memref.alloc() : memref<4xf32>
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

//--- loop.mlir

func.func @loop(%lb: index, %ub: index, %s: index, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%it: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
