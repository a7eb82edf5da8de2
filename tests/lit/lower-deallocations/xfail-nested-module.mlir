// XFAIL: *
// SUSPECTED BUG: a general bufferization.dealloc inside a nested module
// gets its helper function created in the outermost module (the module the
// pass runs on), while the func.call resolves symbols in the nearest
// symbol table, the nested module: the output fails verification
// ("'func.call' op 'dealloc_helper' does not reference a valid function").
// Upstream MLIR 22 creates the helper in the nested module. Expected: the
// helper lives in the symbol table the call resolves in.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s | FileCheck %s

// CHECK:      module @inner {
// CHECK:        call @[[HELPER:dealloc_helper[_0-9]*]](
// CHECK:        func.func private @[[HELPER]](
// CHECK-NEXT:     arith.constant
// CHECK:      }
module {
  module @inner {
    func.func @in_nested_module(%m0: memref<2xf32>, %m1: memref<5xf32>, %c0: i1, %c1: i1) {
      bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%c0, %c1)
      return
    }
  }
}
