// The spec's third simplification ("Remove values from the 'memref' operand
// list when it is guaranteed to alias with at least one value in the
// 'retained' list and may not alias any other value in the 'retain' list")
// when the guarantee does not come from a single fresh allocation: the base
// buffer of a value (memref.extract_strided_metadata), or the value itself,
// is surely the same buffer as the value, whatever it may alias. Here %r
// may be %b or the argument %x; the ownership pass emits this dealloc for
// every loop iteration that yields a value computed by an scf.if (see
// buffer-deallocation-pipeline/pipeline.mlir, @loop_if): dropping %rbase
// leaves a single-memref dealloc, lowered without the helper function.
// Same result as upstream (up to the order of the arith.ori operands).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @base_of_retained
//  CHECK-SAME: (%{{.*}}: i1, %[[X:[^:]*]]: memref<4xf32>, %[[OWN_X:.*]]: i1, %[[OWN_R:.*]]: i1,
//       CHECK:   %[[R:.*]] = arith.select
//       CHECK:   %[[XBASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[D:.*]] = bufferization.dealloc (%[[XBASE]] : memref<f32>) if (%[[OWN_X]]) retain (%[[R]] : memref<4xf32>)
//  CHECK-NEXT:   %[[OWN:.*]] = arith.ori {{(%[[:alnum:]_]+, )?}}%[[D]]{{(, %[[:alnum:]_]+)?}} : i1
//  CHECK-NEXT:   return %[[OWN]] : i1
func.func @base_of_retained(%c: i1, %x: memref<4xf32>, %own_x: i1, %own_r: i1, %out: memref<4xf32>) -> i1 {
  %b = memref.alloc() : memref<4xf32>
  %r = arith.select %c, %b, %x : memref<4xf32>
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  %xbase, %o1, %s1, %t1 = memref.extract_strided_metadata %x : memref<4xf32> -> memref<f32>, index, index, index
  %rbase, %o2, %s2, %t2 = memref.extract_strided_metadata %r : memref<4xf32> -> memref<f32>, index, index, index
  %0 = bufferization.dealloc (%xbase, %rbase : memref<f32>, memref<f32>) if (%own_x, %own_r) retain (%r : memref<4xf32>)
  return %0 : i1
}

// -----

// A function argument retained and in the memref list: surely itself.

// CHECK-LABEL: func @same_argument
//  CHECK-SAME: (%{{.*}}: memref<2xf32>, %[[C:.*]]: i1)
//   CHECK-NOT:   dealloc
//       CHECK:   return %[[C]] : i1
func.func @same_argument(%x: memref<2xf32>, %c: i1) -> i1 {
  %0 = bufferization.dealloc (%x : memref<2xf32>) if (%c) retain (%x : memref<2xf32>)
  return %0 : i1
}
