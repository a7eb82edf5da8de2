// A slice of all of a dynamically shaped tensor (offsets 0, strides 1,
// the sizes of the slice that tensor's buffer comes from, as SSA values)
// is that tensor: inserting it back where the outer slice came from is
// a matching pair, so the outer slice and the fill stay in place (as
// upstream decides). ferrobuf had copied the outer slice (one buffer
// more; found by a differential run on upstream's test inputs).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @whole_of_tile(
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
//       CHECK:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none", "none"]}
func.func @whole_of_tile(%t: tensor<16x8xi32>, %m: index, %n: index, %v: i32) -> tensor<16x8xi32> {
  %a = tensor.extract_slice %t[0, 0] [%m, %n] [1, 1] : tensor<16x8xi32> to tensor<?x?xi32>
  %f = linalg.fill ins(%v : i32) outs(%a : tensor<?x?xi32>) -> tensor<?x?xi32>
  %w = tensor.extract_slice %f[0, 0] [%m, %n] [1, 1] : tensor<?x?xi32> to tensor<?x?xi32>
  %r = tensor.insert_slice %w into %t[0, 0] [%m, %n] [1, 1] : tensor<?x?xi32> into tensor<16x8xi32>
  return %r : tensor<16x8xi32>
}

// -----

// Other sizes than the tile's: not all of it; the outer slice is copied.
// CHECK-LABEL: func @part_of_tile(
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false", "none", "none"]}
func.func @part_of_tile(%t: tensor<16x8xi32>, %m: index, %n: index, %k: index, %v: i32) -> tensor<16x8xi32> {
  %a = tensor.extract_slice %t[0, 0] [%m, %n] [1, 1] : tensor<16x8xi32> to tensor<?x?xi32>
  %f = linalg.fill ins(%v : i32) outs(%a : tensor<?x?xi32>) -> tensor<?x?xi32>
  %w = tensor.extract_slice %f[0, 0] [%k, %n] [1, 1] : tensor<?x?xi32> to tensor<?x?xi32>
  %r = tensor.insert_slice %w into %t[0, 0] [%k, %n] [1, 1] : tensor<?x?xi32> into tensor<16x8xi32>
  return %r : tensor<16x8xi32>
}
