// The lowering runs on any op, as upstream's does. A general dealloc (more
// than INLINE_MAX memrefs) needs the helper function; the helper goes into
// the closest module around the dealloc that is inside the op the pass
// runs on. Run on a function (func.func(...), or a top-level function
// without module), no module is in reach (a pass on a function may not add
// ops to the module around it): the helper's loops are emitted inline,
// where the call would be, and no function is created. Upstream fails
// there ("library function required for generic lowering, but cannot be
// automatically inserted when operating on functions"), at every dealloc
// of two memrefs or more. Run on a nested module, the helper goes into
// that module.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-bufferization-lower-deallocations))' %s | FileCheck %s --check-prefixes=CHECK,INLINE
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(any(ferrobuf-bufferization-lower-deallocations))' %s | FileCheck %s --check-prefixes=CHECK,ANY
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(builtin.module(ferrobuf-bufferization-lower-deallocations))' %s | FileCheck %s --check-prefix=NESTED
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s --check-prefix=MODULE
// RUN: not mlir-opt --pass-pipeline='builtin.module(func.func(bufferization-lower-deallocations))' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: library function required for generic lowering, but cannot be automatically inserted when operating on functions

// In a function: the helper's body inline (its list loops), on the lists.
// CHECK-LABEL: func.func @outer
//   CHECK-NOT:   call
//       CHECK:   %[[PTRS:.*]] = memref.alloc() : memref<5xindex>
//       CHECK:   %[[PTRS_CAST:.*]] = memref.cast %[[PTRS]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.alloc() : memref<5xi1>
//       CHECK:   %[[FREE:.*]] = memref.alloc() : memref<5xi1>
//       CHECK:   %[[OWN:.*]] = memref.alloc() : memref<1xi1>
//       CHECK:   memref.dim %[[PTRS_CAST]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.for
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:     scf.for
//   CHECK-NOT:   call
//       CHECK:   memref.load %[[FREE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     memref.dealloc
//       CHECK:   %[[R:.*]] = memref.load %[[OWN]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.dealloc %[[PTRS]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[R]]{{([^[:alnum:]_]|$)}}
// INLINE-NOT:  dealloc_helper
// ANY-LABEL:   module @inner
// ANY:           func.func @in_nested
// ANY:             call @[[H:dealloc_helper]](
// ANY:           func.func private @[[H]](
// ANY-NOT:     dealloc_helper

// NESTED:      func.func @outer
// NESTED-NEXT:   bufferization.dealloc
// NESTED:      module @inner {
// NESTED:        func.func @in_nested
// NESTED:          call @[[H:dealloc_helper]](
// NESTED:        func.func private @[[H]](
// NESTED-NOT:  func.func

// MODULE:      func.func @outer
// MODULE:        call @dealloc_helper(
// MODULE:      module @inner {
// MODULE:        func.func @in_nested
// MODULE:          call @dealloc_helper(
// MODULE:        func.func private @dealloc_helper(
// MODULE:      func.func private @dealloc_helper(
func.func @outer(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %r: memref<2xf32>, %c0: i1, %c1: i1) -> i1 {
  %o = bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0) retain (%r : memref<2xf32>)
  return %o : i1
}
module @inner {
  func.func @in_nested(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
    bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
    return
  }
}
