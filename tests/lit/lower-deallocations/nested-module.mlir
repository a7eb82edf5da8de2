// A general bufferization.dealloc (more than INLINE_MAX memrefs, so through
// the helper) inside nested modules: the helper is created in the closest
// enclosing builtin.module, the symbol table the func.call resolves in --
// one per module that needs it (here @inner, @inner2 and the top-level
// module each get their own). Same as upstream MLIR 22. (Formerly a bug:
// the helper was created in the outermost module only, and the output
// failed verification: "'func.call' op 'dealloc_helper' does not reference
// a valid function".)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(bufferization-lower-deallocations)' %s | FileCheck %s

// CHECK:      module @inner {
// CHECK:        func.func @in_nested_module
// CHECK:          call @[[HELPER:dealloc_helper[_0-9]*]](
// CHECK:        func.func private @[[HELPER]](
// CHECK-NEXT:     arith.constant
// CHECK:      module @inner2 {
// CHECK:        func.func @also_nested
// CHECK:          call @[[HELPER2:dealloc_helper[_0-9]*]](
// CHECK:        func.func private @[[HELPER2]](
// CHECK-NEXT:     arith.constant
// CHECK:      func.func @outer
// CHECK:        call @[[HELPER3:dealloc_helper[_0-9]*]](
// CHECK:      func.func private @[[HELPER3]](
// CHECK-NEXT:   arith.constant
// CHECK-NOT:  func.func
module {
  module @inner {
    func.func @in_nested_module(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
      bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
      return
    }
  }
  module @inner2 {
    func.func @also_nested(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
      bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
      return
    }
  }
  func.func @outer(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1) {
    bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0)
    return
  }
}
