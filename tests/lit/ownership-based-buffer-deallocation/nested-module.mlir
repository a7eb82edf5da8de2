// Functions of nested modules (here builtin.module, at two levels of
// nesting) are processed like those of the module the pass runs on, and
// calls resolve in their own symbol table (with
// private-function-dynamic-ownership, @callee in @inner returns its
// ownership to @caller). Same as upstream MLIR 22. (Formerly a bug: only
// the functions directly in the anchor module were processed; those of
// nested modules were silently skipped and their buffers leaked.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true})' %s | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: module @inner
// CHECK-LABEL: func @in_nested_module
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[TRUE]]){{$}}
//  CHECK-NEXT:   return
// CHECK-LABEL: func private @callee
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   return %[[B]] : memref<2xf32>
// CHECK-LABEL: func @caller
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[R:.*]] = call @callee()
//       CHECK:   %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[TRUE]]){{$}}
// CHECK-LABEL: module @deeper
// CHECK-LABEL: func @deep
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[TRUE]]){{$}}
// CHECK-LABEL: func @top
//       CHECK:   bufferization.dealloc

// DYN-LABEL: func private @callee() -> (memref<2xf32>, i1)
//       DYN:   return %{{.*}}, %{{.*}} : memref<2xf32>, i1
// DYN-LABEL: func @caller
//       DYN:   %[[R:.*]]:2 = call @callee() : () -> (memref<2xf32>, i1)
//       DYN:   %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[R]]#0
//  DYN-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[R]]#1){{$}}

// UPSTREAM-LABEL: func @in_nested_module
//       UPSTREAM:   bufferization.dealloc
// UPSTREAM-LABEL: func @deep
//       UPSTREAM:   bufferization.dealloc
module {
  module @inner {
    func.func @in_nested_module(%out: memref<2xf32>) {
      %b = memref.alloc() : memref<2xf32>
      test.copy(%b, %out) : (memref<2xf32>, memref<2xf32>)
      return
    }
    func.func private @callee() -> memref<2xf32> {
      %b = memref.alloc() : memref<2xf32>
      return %b : memref<2xf32>
    }
    func.func @caller(%out: memref<2xf32>) {
      %r = call @callee() : () -> memref<2xf32>
      test.copy(%r, %out) : (memref<2xf32>, memref<2xf32>)
      return
    }
  }
  module @inner2 {
    module @deeper {
      func.func @deep() {
        %b = memref.alloc() : memref<2xf32>
        return
      }
    }
  }
  func.func @top() {
    %b = memref.alloc() : memref<2xf32>
    return
  }
}
