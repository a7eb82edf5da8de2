// A slice of a read-only argument, a tile of that slice filled, and both
// inserted back: the slice is copied in any case (its insertion back
// writes it, and its source cannot be written), so the fill writes the
// tile of that copy in place. ferrobuf had given the fill a buffer of its
// own besides (bottom-up, the fill is decided before the slice, whose
// read-only source it took as a reason to go out of place; found by a
// differential run on upstream's test inputs: one buffer and copy more).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s

// CHECK-LABEL: func @tile_of_readonly_slice(
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false", "none"]}
//       CHECK:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
//       CHECK:   linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
//       CHECK:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "false", "none"]}
func.func @tile_of_readonly_slice(%a: tensor<?x8xf32> {bufferization.writable = false}, %n: index) -> tensor<?x8xf32> {
  %z = arith.constant 0.0 : f32
  %s = tensor.extract_slice %a[0, 0] [%n, 8] [1, 1] : tensor<?x8xf32> to tensor<?x8xf32>
  %t = tensor.extract_slice %s[0, 0] [2, 2] [1, 1] : tensor<?x8xf32> to tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  %s2 = tensor.insert_slice %f into %s[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x8xf32>
  %r = tensor.insert_slice %s2 into %a[0, 0] [%n, 8] [1, 1] : tensor<?x8xf32> into tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
