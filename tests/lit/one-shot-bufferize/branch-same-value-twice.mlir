// A branch passing one tensor to two block arguments has two uses, each
// tied to its own argument: one may bufferize in place while the other is
// copied. Before, each use aliased every argument receiving the same
// value, so a write through the first argument conflicted with a read of
// the second through both uses, and both were copied (the fuzzer's seed
// 11203 @t8: two copies, upstream one). As upstream. A block with one
// predecessor edge has arguments equivalent to the operands it receives.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
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

// -----

// A cf loop handing a tensor back to itself and never reading it: the
// branches only pass the buffer around, no read, so writing a slice of the
// function argument in the loop conflicts with nothing (the fuzzer's seed
// 11228 @t40: the branch into the loop was copied, as if the loop read it).
// As upstream. (`@ignore` takes the fill's result without reading it:
// unused, the fill would be a dead writer, not emitted.)
// CHECK-LABEL: func @cf_loop_passes_unread_tensor(
// CHECK: cf.br ^bb1(%{{.*}}, %{{.*}} : index, tensor<2xi64>) {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: cf.br ^bb1(%{{.*}}, %{{.*}} : index, tensor<2xi64>) {__inplace_operands_attr__ = ["none", "true"]}
func.func @cf_loop_passes_unread_tensor(%t: tensor<2xi64>, %i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c30 = arith.constant 30 : i64
  cf.br ^bb1(%i, %t : index, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %s = tensor.extract_slice %t[%k] [1] [1] : tensor<2xi64> to tensor<1xi64>
  %f = linalg.fill ins(%c30 : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
  func.call @ignore(%f) : (tensor<1xi64>) -> ()
  %k2 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k2, %a : index, tensor<2xi64>)
^bb3:
  return
}

func.func private @ignore(%t: tensor<1xi64>) {
  return
}

// -----

// The same loop reading the carried tensor after it: the branches pass a
// buffer that is read, the write into the argument must not reach it
// (upstream bufferizes it in place: the read then sees the write).
// OURS-LABEL: func @cf_loop_passes_read_tensor(
// OURS: cf.br ^bb1(%{{.*}}, %{{.*}} : index, tensor<2xi64>) {__inplace_operands_attr__ = ["none", "false"]}
func.func @cf_loop_passes_read_tensor(%t: tensor<2xi64>, %i: index, %n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c30 = arith.constant 30 : i64
  cf.br ^bb1(%i, %t : index, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %s = tensor.extract_slice %t[%k] [1] [1] : tensor<2xi64> to tensor<1xi64>
  %f = linalg.fill ins(%c30 : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
  func.call @ignore(%f) : (tensor<1xi64>) -> ()
  %k2 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k2, %a : index, tensor<2xi64>)
^bb3:
  %v = tensor.extract %a[%i] : tensor<2xi64>
  return %v : i64
}

func.func private @ignore(%t: tensor<1xi64>) {
  return
}
