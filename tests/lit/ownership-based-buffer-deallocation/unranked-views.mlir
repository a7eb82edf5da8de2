// An unranked view used only inside the function (rank/dim queries, a cast
// back to a ranked type) is an alias of its ranked source: the source's
// ownership covers it, as upstream.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s | FileCheck %s

// CHECK-LABEL: func @local_unranked_view(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[U:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<*xf32>
// CHECK: memref.rank %[[U]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[R:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<4xf32>
// CHECK: memref.load %[[R]]{{([^[:alnum:]_]|$)}}
// CHECK: bufferization.dealloc (%{{.*}} : memref<{{.*}}f32>) if (%true
// CHECK-NOT: bufferization.dealloc
// CHECK: return
func.func @local_unranked_view(%i: index) -> (index, f32) {
  %a = memref.alloc() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %b = memref.cast %u : memref<*xf32> to memref<4xf32>
  %v = memref.load %b[%i] : memref<4xf32>
  return %r, %v : index, f32
}
