// An elementwise op reading tensor %r and writing a `cf` block argument
// whose every incoming branch either passes a value equivalent to %r in
// place or goes out of place (a fresh buffer): whichever edge came in,
// the written buffer is %r's own or new, so no element is written before
// it is read, and the branch passing %r stays in place (fuzzer seed
// 13883 @t17: that branch was copied; upstream keeps it in place too).
// A block argument that may be a partially overlapping slice of %r is no
// such case: the op's write would reach elements of %r it reads later.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefix=TOPDOWN
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

// The loop's block argument is the tensor itself or a constant. The
// multiplication only writes its init: decided first (bottom-up), it
// goes out of place (a new buffer, no copy) because the constant's branch
// operand, still undecided and read, would otherwise make the constant
// its buffer and go out of place later with a copy; top-down passes the
// constant on in place first and reaches the same. (The elementwise rule
// itself: the tensor's own branch stays in place either way.)
// CHECK-LABEL: func.func @same_or_fresh(
//       CHECK:   cf.br ^bb1(%{{.*}}, %{{.*}} : index, tensor<?xi64>) {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   cf.br ^bb1(%{{.*}}, %{{.*}} : index, tensor<?xi64>) {__inplace_operands_attr__ = ["none", "true"]}
//       CHECK:   linalg.mul {__inplace_operands_attr__ = ["true", "true", "false"]}
// TOPDOWN-LABEL: func.func @same_or_fresh(
//       TOPDOWN:   cf.br ^bb1(%{{.*}}, %{{.*}} : index, tensor<?xi64>) {__inplace_operands_attr__ = ["none", "true"]}
// IR-LABEL: func.func @same_or_fresh(
//       IR:   memref.alloc
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   ^bb3:
//       IR:   memref.alloc
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @same_or_fresh(%x: i64, %n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %x, %x, %x : tensor<4xi64>
  %r = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  cf.br ^bb1(%c0, %r : index, tensor<?xi64>)
^bb1(%k: index, %w: tensor<?xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %cst = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %c = tensor.cast %cst : tensor<4xi64> to tensor<?xi64>
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %c : index, tensor<?xi64>)
^bb3:
  %m = linalg.mul ins(%r, %w : tensor<?xi64>, tensor<?xi64>) outs(%w : tensor<?xi64>) -> tensor<?xi64>
  return %m : tensor<?xi64>
}

// -----

// The block argument is one of two overlapping slices of one argument and
// the op reads the first: writing the second in place would overwrite
// elements of the first before they are read: something is copied (a
// branch operand or the first slice), or the op writes a new buffer.
// With two edges, a new buffer for the add (which never reads its init):
// one buffer and no copy. Before the choice for writes that views still
// undecided would make read after (`pending_view_read`), the branch
// operand was copied: two buffers and two copies.
// IR-LABEL: func.func @overlapping_slices(
//   IR-NOT:   memref.copy
//       IR:   %[[N:.*]] = memref.alloc()
//   IR-NOT:   memref.copy
//       IR:   linalg.add ins(%{{.*}}, %{{.*}} : {{.*}}) outs(%[[N]] :
//       IR:   return %[[N]]{{([^[:alnum:]_]|$)}}
// IR-LABEL: func.func @overlapping_slices_one_edge(
//       IR:   memref.copy
//       IR:   return
func.func @overlapping_slices(%t: tensor<8xi64>, %c: i1) -> tensor<4xi64> {
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %b = tensor.extract_slice %t[2] [4] [1] : tensor<8xi64> to tensor<4xi64>
  cf.cond_br %c, ^bb1(%b : tensor<4xi64>), ^bb1(%a : tensor<4xi64>)
^bb1(%w: tensor<4xi64>):
  %m = linalg.add ins(%a, %w : tensor<4xi64>, tensor<4xi64>) outs(%w : tensor<4xi64>) -> tensor<4xi64>
  return %m : tensor<4xi64>
}

func.func @overlapping_slices_one_edge(%t: tensor<8xi64>) -> tensor<4xi64> {
  %a = tensor.extract_slice %t[0] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %b = tensor.extract_slice %t[2] [4] [1] : tensor<8xi64> to tensor<4xi64>
  cf.br ^bb1(%b : tensor<4xi64>)
^bb1(%w: tensor<4xi64>):
  %m = linalg.add ins(%a, %w : tensor<4xi64>, tensor<4xi64>) outs(%w : tensor<4xi64>) -> tensor<4xi64>
  return %m : tensor<4xi64>
}
