// An insertion whose source is the very slice it overwrites copies each
// element onto itself: it changes nothing, so it conflicts with no read
// (the writes that filled the slice are checked on their own). A tile
// filled in place, inserted back, and read after the insertion stays in
// place (as upstream decides; ferrobuf had copied the tile: found by a
// differential run on upstream's test inputs). A write into the
// destination between the fill and the insertion is a real conflict.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @read_tile_after_insert(
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
func.func @read_tile_after_insert(%t: tensor<?xf32>, %i: index, %j: index) -> (tensor<?xf32>, f32) {
  %z = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %t[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
  %x = tensor.extract %f[%j] : tensor<4xf32>
  return %r, %x : tensor<?xf32>, f32
}

// -----

// The destination is written between the fill and the insertion (the
// tile's elements too): the tile is read by the insertion after that
// write, so something goes out of place.
// CHECK-LABEL: func @written_between(
//       CHECK:   {__inplace_operands_attr__ = [{{.*}}"false"{{.*}}]}
func.func @written_between(%t: tensor<?xf32>, %i: index) -> tensor<?xf32> {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %w = linalg.fill ins(%one : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %f into %w[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
