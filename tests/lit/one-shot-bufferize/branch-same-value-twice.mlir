// A branch passing one tensor to two block arguments has two uses, each
// tied to its own argument: one may bufferize in place while the other is
// copied. Before, each use aliased every argument receiving the same
// value, so a write through the first argument conflicted with a read of
// the second through both uses, and both were copied (the fuzzer's seed
// 11203 @t8: two copies, upstream one). As upstream. A block with one
// predecessor edge has arguments equivalent to the operands it receives.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=MEM

// CHECK-LABEL: func @one_value_two_arguments(
// CHECK: cf.br ^bb1(%{{.*}}, %{{.*}} : tensor<4xi64>, tensor<4xi64>) {__inplace_operands_attr__ = ["true", "false"]}
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// MEM-LABEL: func @one_value_two_arguments(
// MEM-COUNT-1: memref.alloc
// MEM-NOT: memref.alloc
// MEM: return
func.func @one_value_two_arguments(%t: tensor<4xi64>, %i: index, %v: i64) -> (tensor<4xi64>, i64) {
  cf.br ^bb1(%t, %t : tensor<4xi64>, tensor<4xi64>)
^bb1(%a: tensor<4xi64>, %b: tensor<4xi64>):
  %w = tensor.insert %v into %a[%i] : tensor<4xi64>
  %x = tensor.extract %b[%i] : tensor<4xi64>
  return %w, %x : tensor<4xi64>, i64
}

// -----

// One value to both successors of a cf.cond_br (one argument each): only
// one runs, no conflict, both in place.
// CHECK-LABEL: func @one_value_both_successors(
// CHECK: cf.cond_br {{.*}} {__inplace_operands_attr__ = ["none", "true", "true"]}
func.func @one_value_both_successors(%c: i1, %t: tensor<4xi64>, %i: index, %v: i64) -> tensor<4xi64> {
  cf.cond_br %c, ^bb1(%t : tensor<4xi64>), ^bb2(%t : tensor<4xi64>)
^bb1(%a: tensor<4xi64>):
  %w = tensor.insert %v into %a[%i] : tensor<4xi64>
  cf.br ^bb3(%w : tensor<4xi64>)
^bb2(%b: tensor<4xi64>):
  cf.br ^bb3(%b : tensor<4xi64>)
^bb3(%r: tensor<4xi64>):
  return %r : tensor<4xi64>
}

// -----

// A block with one predecessor edge: its argument is the operand's buffer
// (equivalent), so an elementwise op reading the operand and writing the
// argument reads and writes one buffer element by element, no conflict
// (the fuzzer's seed 11212 @t36: the branch operand was copied). As
// upstream.
// CHECK-LABEL: func @single_predecessor_equivalent(
// CHECK: cf.br ^bb1(%{{.*}} : tensor<4xi64>) {__inplace_operands_attr__ = ["true"]}
// CHECK: linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]}
// MEM-LABEL: func @single_predecessor_equivalent(
// MEM-COUNT-1: memref.alloc
// MEM-NOT: memref.alloc
// MEM-NOT: memref.copy
// MEM: return
func.func @single_predecessor_equivalent(%t: tensor<4xi64>, %v: i64) -> tensor<4xi64> {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%f : tensor<4xi64>)
^bb1(%a: tensor<4xi64>):
  %m = linalg.mul ins(%t, %f : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %m : tensor<4xi64>
}
