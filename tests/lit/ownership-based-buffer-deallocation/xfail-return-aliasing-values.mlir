// XFAIL: *
// SUSPECTED BUG: two returned memrefs that are different SSA values of the
// same allocation (%a and a subview of it) are both returned without a
// copy: the return retains both, both retain results are true, and the
// scf.if around the subview picks the subview itself. The tutorial's
// public function boundary ABI requires "Returned MemRefs must not alias
// each other", and ferrobuf already clones when the *same* value is
// returned twice ("the caller would own it twice"): a caller following the
// ABI (e.g. external code freeing each result) frees the buffer twice.
// Upstream MLIR 22 behaves the same. Expected: one of the two is returned
// as a fresh clone.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s | FileCheck %s

// CHECK-LABEL: func @alias_twice
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[S:.*]] = memref.subview %[[A]]
//       CHECK:   %[[C:.*]] = bufferization.clone %[[S]]
//  CHECK-NEXT:   return %[[A]], %[[C]]
func.func @alias_twice() -> (memref<8xf32>, memref<2xf32, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %a, %s : memref<8xf32>, memref<2xf32, strided<[1], offset: 2>>
}
