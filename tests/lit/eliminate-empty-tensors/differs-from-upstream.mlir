// Cases where ferrobuf's output differs from upstream's --eliminate-empty-tensors;
// each says why. UPSTREAM lines check upstream's output, BUF lines the
// allocations and copies left after ferrobuf's One-Shot Bufferize.
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-eliminate-empty-tensors)' | FileCheck %s
// RUN: mlir-opt %s -split-input-file --eliminate-empty-tensors | FileCheck %s --check-prefix=UPSTREAM
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-eliminate-empty-tensors,ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF

// A chain of insertions: %e is inserted into %t, itself inserted into %d.
// Ferrobuf rewrites the outer insertion first, so the inner slice is a
// slice of %d's slice: no allocation, no copy. Upstream rewrites the inner
// one first (a slice of the intermediate empty %t), then replaces only the
// insertion's use of %t: %t is still allocated and copied.
// CHECK-LABEL: func.func @chain(
//  CHECK-SAME:     %[[D:.*]]: tensor<64xf32>, %[[X:.*]]: f32)
//       CHECK:   %[[OUTER:.*]] = tensor.extract_slice %[[D]][16] [16] [1]
//       CHECK:   %[[INNER:.*]] = tensor.extract_slice %[[OUTER]][4] [4] [1]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[INNER]] : tensor<4xf32>)
//       CHECK:   %[[A:.*]] = tensor.insert_slice %[[F]] into %[[OUTER]][4] [4] [1]
//       CHECK:   tensor.insert_slice %[[A]] into %[[D]][16] [16] [1]
// UPSTREAM-LABEL: func.func @chain(
//       UPSTREAM:   %[[OUTER:.*]] = tensor.extract_slice %{{.*}}[16] [16] [1]
//       UPSTREAM:   %[[T:.*]] = tensor.empty() : tensor<16xf32>
//       UPSTREAM:   tensor.extract_slice %[[T]][4] [4] [1]
// BUF-LABEL: func.func @chain(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
func.func @chain(%d: tensor<64xf32>, %x: f32) -> tensor<64xf32> {
  %t = tensor.empty() : tensor<16xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.insert_slice %f into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %r = tensor.insert_slice %a into %d[16] [16] [1] : tensor<16xf32> into tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// The destination's old contents in the slice are read (tensor.extract)
// between the fill and the insertion: computing into the slice would make
// One-Shot allocate and copy the slice's old contents. Ferrobuf leaves the
// empty alone; upstream replaces it (same allocation, plus a copy of the
// old contents).
// CHECK-LABEL: func.func @slice_read_before_insertion(
//   CHECK-NOT:   tensor.extract_slice
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
// UPSTREAM-LABEL: func.func @slice_read_before_insertion(
//       UPSTREAM:   %[[S:.*]] = tensor.extract_slice
//       UPSTREAM:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @slice_read_before_insertion(%d: tensor<16xf32>, %x: f32) -> (tensor<16xf32>, f32) {
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = tensor.extract %d[%c2] : tensor<16xf32>
  %r = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r, %v : tensor<16xf32>, f32
}

// -----

// Materialized into a destination tensor: ferrobuf's One-Shot would still
// allocate and copy (it does not put the fill in place on the argument the
// materialization then writes), so the replacement would gain nothing and
// ferrobuf leaves the empty alone. Upstream replaces it.
// CHECK-LABEL: func.func @materialize_tensor(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
// UPSTREAM-LABEL: func.func @materialize_tensor(
//  UPSTREAM-SAME:     %[[D:.*]]: tensor<4xf32>,
//       UPSTREAM:   linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : tensor<4xf32>)
func.func @materialize_tensor(%d: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %f in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The destination is defined after the fill: no point dominates the fill
// and follows the destination. Upstream moves ops (here the destination
// empty before the fill) to make one; ferrobuf never moves existing ops
// and leaves the empty alone.
// CHECK-LABEL: func.func @destination_defined_late(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
// UPSTREAM-LABEL: func.func @destination_defined_late(
//       UPSTREAM:   %[[DST:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
//       UPSTREAM:   %[[S:.*]] = tensor.extract_slice %[[DST]][0] [4] [1]
//       UPSTREAM:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @destination_defined_late(%x: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty(%n) : tensor<?xf32>
  %r = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
