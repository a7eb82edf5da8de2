// Cases where ferrobuf's output is op for op upstream's: the same CHECK
// lines run against both. With the BUF prefix: after ferrobuf's One-Shot Bufferize, no
// allocation or copy is left where the empty was eliminated.
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-eliminate-empty-tensors)' | FileCheck %s
// RUN: mlir-opt %s -split-input-file --eliminate-empty-tensors | FileCheck %s
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-eliminate-empty-tensors,ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF

// A fill of an empty inserted into a 2-D destination (rank-reducing slice,
// dynamic offset): the fill computes into the destination's slice, placed
// before the empty.
// CHECK-LABEL: func.func @fill_into_slice(
//  CHECK-SAME:     %[[D:.*]]: tensor<8x8xf32>, %[[X:.*]]: f32, %[[I:.*]]: index)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[D]][%[[I]], 0] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
//       CHECK:   tensor.empty() : tensor<4xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[S]] : tensor<4xf32>)
//       CHECK:   tensor.insert_slice %[[F]] into %[[D]][%[[I]], 0] [1, 4] [1, 1]
// BUF-LABEL: func.func @fill_into_slice(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
func.func @fill_into_slice(%d: tensor<8x8xf32>, %x: f32, %i: index) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %d[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A linalg.generic computing into the empty (outs): same.
// CHECK-LABEL: func.func @generic_into_slice(
//  CHECK-SAME:     %[[A:.*]]: tensor<4xf32>, %[[D:.*]]: tensor<16xf32>)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[D]][8] [4] [1]
//       CHECK:   linalg.generic {{.*}} outs(%[[S]] : tensor<4xf32>)
// BUF-LABEL: func.func @generic_into_slice(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
#id = affine_map<(i) -> (i)>
func.func @generic_into_slice(%a: tensor<4xf32>, %d: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %r = tensor.insert_slice %g into %d[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The empty itself inserted: replaced by the slice (a self-insertion).
// CHECK-LABEL: func.func @empty_inserted(
//       CHECK:   %[[S:.*]] = tensor.extract_slice %{{.*}}[0] [4] [1]
//       CHECK:   tensor.insert_slice %[[S]] into
// BUF-LABEL: func.func @empty_inserted(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
func.func @empty_inserted(%d: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = tensor.insert_slice %e into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Materialized into a restrict buffer: the restrict moves to a new
// to_tensor of the buffer, which the fill computes into.
// CHECK-LABEL: func.func @materialize_buffer(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32>, %[[X:.*]]: f32)
//       CHECK:   %[[T:.*]] = bufferization.to_tensor %[[M]] restrict writable
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[T]] : tensor<4xf32>)
//       CHECK:   bufferization.materialize_in_destination %[[F]] in writable %[[M]]{{([^[:alnum:]_]|$)}}
// BUF-LABEL: func.func @materialize_buffer(
//   BUF-NOT:   memref.alloc
//       BUF:   return
func.func @materialize_buffer(%m: memref<4xf32>, %x: f32) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Must stay unchanged: the empty is returned, never inserted.
// CHECK-LABEL: func.func @unchanged(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
//       CHECK:   return %[[F]]{{([^[:alnum:]_]|$)}}
func.func @unchanged(%x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

// A linalg.copy on tensors inserts its input into all of its init: the
// elementwise op that computed the input into an empty computes into the
// copy's init instead (the copy then copies a buffer onto itself, which
// bufferization drops). In a loop, the init is the iter_arg.
// CHECK-LABEL: func.func @copy_into_iter_arg(
//       CHECK:   scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}})
//       CHECK:     tensor.empty
//       CHECK:     %[[Y:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<4xi64>) outs(%[[X]] : tensor<4xi64>)
//       CHECK:     linalg.copy ins(%[[Y]] : tensor<4xi64>) outs(%[[X]] : tensor<4xi64>)
// BUF-LABEL: func.func @copy_into_iter_arg(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//   BUF-NOT:   linalg.copy
//       BUF:   return
func.func @copy_into_iter_arg(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (tensor<4xi64>) {
    %e = tensor.empty() : tensor<4xi64>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.addi %in, %in : i64
      linalg.yield %v : i64
    } -> tensor<4xi64>
    %z = linalg.copy ins(%y : tensor<4xi64>) outs(%x : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %z : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}
