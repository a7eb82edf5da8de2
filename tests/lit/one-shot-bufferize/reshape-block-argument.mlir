// A collapse_shape/expand_shape of a CFG block argument: while its block
// is rewritten the argument has the fully dynamic layout (its incoming
// buffers are not all known), so the reshape first copies it to an
// identity layout; once the argument gets the join of its incoming types,
// a copy whose source turns out to have the identity layout is undone:
// the reshape views the argument (it was decided in place). Where the
// join stays strided (a function argument flows in), the copy stays, as
// upstream's. (The fuzzer's seed 12001 @t36: a quality note.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

// CHECK-LABEL: func.func @diamond_of_constants(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//   CHECK-NOT:   memref.cast
//       CHECK:   ^bb{{[0-9]+}}(%[[T:.*]]: memref<2x2xi64>):
//       CHECK:   memref.collapse_shape %[[T]] {{\[\[}}0, 1]] : memref<2x2xi64> into memref<4xi64>
func.func @diamond_of_constants(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<1> : tensor<2x2xi64>
  %b = arith.constant dense<2> : tensor<2x2xi64>
  cf.cond_br %c, ^bb1(%a : tensor<2x2xi64>), ^bb2
^bb2:
  cf.br ^bb1(%b : tensor<2x2xi64>)
^bb1(%t: tensor<2x2xi64>):
  %f = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %e = tensor.extract %f[%c0] : tensor<4xi64>
  return %e : i64
}

// CHECK-LABEL: func.func @expand_of_fresh(
//   CHECK-NOT:   memref.copy
//       CHECK:   memref.expand_shape
func.func @expand_of_fresh(%c: i1, %v: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %e0 = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%v : i64) outs(%e0 : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%a : tensor<4xi64>)
^bb1(%t: tensor<4xi64>):
  %f = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  %e = tensor.extract %f[%c0, %c0] : tensor<2x2xi64>
  return %e : i64
}

// CHECK-LABEL: func.func @strided_argument_flows_in(
//       CHECK:   memref.alloc
//       CHECK:   memref.copy
//       CHECK:   memref.collapse_shape
func.func @strided_argument_flows_in(%t0: tensor<2x2xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t0 : index, tensor<2x2xi64>)
^bb1(%i: index, %t: tensor<2x2xi64>):
  %f = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %e = tensor.extract %f[%c0] : tensor<4xi64>
  %more = arith.cmpi slt, %i, %n : index
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %more, ^bb1(%i1, %t : index, tensor<2x2xi64>), ^bb2
^bb2:
  return %e : i64
}
