// The clone-based deallocation makes clones whose type keeps a view's
// layout; MLIR's convert-bufferization-to-memref cannot allocate one with a
// static offset (it allocates an identity buffer and casts). Such clones
// are made as an allocation of the smallest buffer holding the layout, a
// reinterpret_cast to the type and a copy; the output lowers with
// upstream's passes (second RUN; LLVM 19's pass left the clone).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation)' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation)' %s | mlir-opt --convert-bufferization-to-memref | FileCheck %s --check-prefix=LOWERED
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation,func.func(ferrobuf-verify-deallocation))' %s -verify-diagnostics -o /dev/null

// LOWERED-NOT: bufferization.clone

// CHECK-LABEL: func @return_view_twice(
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:   %[[S:.*]] = memref.subview %[[A]][3] [3] [1]
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:   %[[V:.*]] = memref.reinterpret_cast %[[B]] to offset: [3], sizes: [3], strides: [1]
//       CHECK:   memref.copy %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
func.func @return_view_twice() -> (memref<3xi64, strided<[1], offset: 3>>, memref<3xi64, strided<[1], offset: 3>>) {
  %a = memref.alloc() : memref<6xi64>
  %s = memref.subview %a[3] [3] [1] : memref<6xi64> to memref<3xi64, strided<[1], offset: 3>>
  return %s, %s : memref<3xi64, strided<[1], offset: 3>>, memref<3xi64, strided<[1], offset: 3>>
}

// CHECK-LABEL: func @view_in_branch(
//       CHECK:   scf.if
//       CHECK:     %[[A:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:     %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:     %[[B:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:     %[[V:.*]] = memref.reinterpret_cast %[[B]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.copy %[[S]], %[[V]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:     scf.yield %[[V]]{{([^[:alnum:]_]|$)}}
//       CHECK:   } else {
//       CHECK:     %[[C:.*]] = memref.alloc() : memref<6xi64>
//       CHECK:     %[[W:.*]] = memref.reinterpret_cast %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.copy %{{.*}}, %[[W]]{{([^[:alnum:]_]|$)}}
//       CHECK:     scf.yield %[[W]]{{([^[:alnum:]_]|$)}}
func.func @view_in_branch(%c: i1, %b: memref<3xi64, strided<[1], offset: 3>>) -> memref<3xi64, strided<[1], offset: 3>> {
  %r = scf.if %c -> memref<3xi64, strided<[1], offset: 3>> {
    %a = memref.alloc() : memref<6xi64>
    %s = memref.subview %a[3] [3] [1] : memref<6xi64> to memref<3xi64, strided<[1], offset: 3>>
    scf.yield %s : memref<3xi64, strided<[1], offset: 3>>
  } else {
    scf.yield %b : memref<3xi64, strided<[1], offset: 3>>
  }
  return %r : memref<3xi64, strided<[1], offset: 3>>
}
