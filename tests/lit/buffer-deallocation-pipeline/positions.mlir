// The pipeline can be used wherever upstream's can: on a module, nested in
// func.func(...), any(...) or a nested module.
// (Formerly refused in func.func: "pipeline 'ferrobuf-buffer-deallocation-
// pipeline' expands to an invalid pipeline".)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,MOD
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-pipeline))' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,FUNC
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(any(ferrobuf-buffer-deallocation-pipeline))' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,MOD
// RUN: not mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-pipeline))' %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// Two buffers, an allocation and a call result, one of them read: both are
// freed at the return. Upstream's simplification cannot tell them apart,
// so its dealloc there holds both, which needs the general lowering:
// nested in a function, where no helper function can be added to the
// module, upstream's pipeline fails. ferrobuf's knows a call result is a
// fresh buffer (function boundary ABI) and frees both directly; where a
// general dealloc remains in a function, it is lowered inline
// (lower-deallocations/func-anchor.mlir).
// UPSTREAM: error: library function required for generic lowering, but cannot be automatically inserted when operating on functions
// CHECK-LABEL: func @mixed
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   call @dealloc_helper
//       CHECK:   memref.dealloc %{{.*}} : memref<?xf32>
//  CHECK-NEXT:   memref.dealloc %{{.*}} : memref<f32>
//  CHECK-NEXT:   return
//   CHECK-NOT:   func.func private @dealloc_helper
func.func private @make(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @mixed(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = call @make(%n) : (index) -> memref<?xf32>
  %s = arith.select %c, %a, %b : memref<?xf32>
  %v = memref.load %s[%c0] : memref<?xf32>
  return %v : f32
}

// -----

// A memref.realloc in a function of a nested module: expanded before the
// ownership pass processes that function. (Formerly a bug: on a module,
// the expansion ran in func.func(...), which does not reach the functions
// of nested modules, and the ownership pass then rejected the realloc.)
// In func.func(...), the function of the nested module is not reached (as
// upstream).
// CHECK-LABEL: module @inner
//       CHECK:   func @grow
//     MOD-NOT:     memref.realloc
//     MOD-NOT:     bufferization.dealloc
//         MOD:     memref.dealloc
//        FUNC:     memref.realloc
//       CHECK:     return
module {
  module @inner {
    func.func @grow(%n: index) -> f32 {
      %c0 = arith.constant 0 : index
      %a = memref.alloc() : memref<2xf32>
      %b = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
      %v = memref.load %b[%c0] : memref<?xf32>
      return %v : f32
    }
  }
}
