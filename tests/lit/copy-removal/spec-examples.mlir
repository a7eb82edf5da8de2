// The spec's CopyRemoval and clone canonicalization examples (legacy doc
// "Reusing the Source/Target Buffer of the Copy Operation", internals doc
// clone cases) in MLIR 22 syntax, and the cases the constraints exclude.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-copy-removal)' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-copy-removal))' %s -split-input-file | FileCheck %s

// Internals doc: a clone followed by freeing its source: the source is
// returned itself.
// CHECK-LABEL: func @dynamic_allocation_clone
// CHECK-NEXT:  %[[A:.*]] = memref.alloc(%arg0, %arg1)
// CHECK-NEXT:  return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dynamic_allocation_clone(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %1 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %2 = bufferization.clone %1 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %1 : memref<?x?xf32>
  return %2 : memref<?x?xf32>
}

// -----

// Legacy doc, reusing the source: the copy's target allocation, the copy
// and the source's free go; the source is returned.
// CHECK-LABEL: func @dynamic_allocation
// CHECK:       %[[A:.*]] = memref.alloc(%arg0, %arg1)
// CHECK-NOT:   memref.alloc
// CHECK-NOT:   memref.copy
// CHECK-NOT:   memref.dealloc
// CHECK:       return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %c0_0 = arith.constant 0 : index
  %8 = memref.dim %7, %c0_0 : memref<?x?xf32>
  %c1_1 = arith.constant 1 : index
  %9 = memref.dim %7, %c1_1 : memref<?x?xf32>
  %10 = memref.alloc(%8, %9) : memref<?x?xf32>
  memref.copy %7, %10 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %7 : memref<?x?xf32>
  return %10 : memref<?x?xf32>
}

// -----

// Legacy doc, reusing the target: the computation writes %result
// directly; %temp, the copy and its free go.
// CHECK-LABEL: func @reuseTarget
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.generic {{.*}} ins(%arg0 : memref<2xf32>) outs(%arg1 : memref<2xf32>)
// CHECK-NOT:   memref.copy
// CHECK-NOT:   memref.dealloc
// CHECK:       return
#map0 = affine_map<(d0) -> (d0)>
func.func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>) {
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  return
}

// -----

// The target is read between the source's allocation and the copy: it
// cannot be written early. The source is read after the copy: the copy
// cannot reuse it. Everything stays.
// CHECK-LABEL: func @blocked
// CHECK:       memref.copy %{{.*}}, %arg1
// CHECK:       memref.dealloc
// CHECK:       memref.copy %{{.*}}, %[[T:.*]] :
// CHECK:       test.copy
// CHECK:       memref.dealloc
func.func @blocked(%arg0: memref<2xf32>, %result: memref<2xf32>, %o: memref<2xf32>) -> memref<2xf32> {
  %temp = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %temp : memref<2xf32> to memref<2xf32>
  memref.copy %result, %o : memref<2xf32> to memref<2xf32>
  memref.copy %temp, %result : memref<2xf32> to memref<2xf32>
  memref.dealloc %temp : memref<2xf32>
  %s = memref.alloc() : memref<2xf32>
  memref.copy %arg0, %s : memref<2xf32> to memref<2xf32>
  %t = memref.alloc() : memref<2xf32>
  memref.copy %s, %t : memref<2xf32> to memref<2xf32>
  test.copy(%s, %o) : (memref<2xf32>, memref<2xf32>)
  memref.dealloc %s : memref<2xf32>
  return %t : memref<2xf32>
}

// -----

// A clone whose source is used before its free, or freed in another
// block, or of another type: kept.
// CHECK-LABEL: func @clone_kept
// CHECK:       bufferization.clone
// CHECK:       bufferization.clone
// CHECK:       bufferization.clone
func.func @clone_kept(%c: i1, %o: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32, strided<[1], offset: ?>>) {
  %a = memref.alloc() : memref<2xf32>
  %ca = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.copy %a, %o : memref<2xf32> to memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %cb = bufferization.clone %b : memref<2xf32> to memref<2xf32>
  %x = memref.alloc() : memref<2xf32>
  %cx = bufferization.clone %x : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %x : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %b : memref<2xf32>
  return %ca, %cb, %cx : memref<2xf32>, memref<2xf32>, memref<2xf32, strided<[1], offset: ?>>
^bb2:
  memref.dealloc %b : memref<2xf32>
  return %ca, %cb, %cx : memref<2xf32>, memref<2xf32>, memref<2xf32, strided<[1], offset: ?>>
}
