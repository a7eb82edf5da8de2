// Two `outs` of one op that may not both be in place (they share a
// buffer): the one the op reads keeps the buffer and the one it only
// writes gets a new buffer, which needs no copy (fuzzer seed 14157 @t3:
// the read one was copied, and the loop yield copied back). The uses an
// op only writes are decided after its others, and a use refused only
// because another result of its op, tied to a still undecided use the op
// only writes, would share its buffer takes the buffer from it. A result
// whose tied operands are all out of place is a new buffer no other
// operand's write reaches (rule 1). Executed: e2e two_outs_one_buffer.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

#id = affine_map<(d0) -> (d0)>

// The iter_arg, read, stays in place; the outer tensor, only written,
// gets a new buffer, which the loop passes on (no copy back).
// CHECK-LABEL: func.func @loop_iter_arg_read(
//       CHECK:   linalg.generic
//  CHECK-SAME:     __inplace_operands_attr__ = ["true", "false", "true"]
// IR-LABEL: func.func @loop_iter_arg_read(
//       IR:   scf.for
//       IR:     memref.alloc
//   IR-NOT:     memref.copy
//   IR-NOT:     memref.alloc
//       IR:     scf.yield
func.func @loop_iter_arg_read(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %p:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a : tensor<4xi64>) outs(%t, %a : tensor<4xi64>, tensor<4xi64>) {
    ^bb0(%x: i64, %o0: i64, %o1: i64):
      %s = arith.addi %o1, %x : i64
      linalg.yield %s, %x : i64, i64
    } -> (tensor<4xi64>, tensor<4xi64>)
    scf.yield %p#0 : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// -----

#id = affine_map<(d0) -> (d0)>

// One tensor twice, the second read: the first gives way.
// CHECK-LABEL: func.func @same_tensor_twice(
//       CHECK:   linalg.generic
//  CHECK-SAME:     __inplace_operands_attr__ = ["false", "true"]
// IR-LABEL: func.func @same_tensor_twice(
//       IR:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @same_tensor_twice(%t: tensor<4xi64>, %i: index) -> (i64, i64) {
  %p:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%t, %t : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%o0: i64, %o1: i64):
    %c3 = arith.constant 3 : i64
    %s = arith.muli %o1, %c3 : i64
    linalg.yield %s, %o1 : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  %a = tensor.extract %p#0[%i] : tensor<4xi64>
  %b = tensor.extract %p#1[%i] : tensor<4xi64>
  return %a, %b : i64, i64
}

// -----

#id = affine_map<(d0) -> (d0)>

// Both read: nothing gives way; one of them is copied.
// CHECK-LABEL: func.func @both_read(
//       CHECK:   linalg.generic
//  CHECK-SAME:     __inplace_operands_attr__ = ["true", "false"]
// IR-LABEL: func.func @both_read(
//       IR:   memref.alloc
//       IR:   memref.copy
//       IR:   return
func.func @both_read(%t: tensor<4xi64>, %i: index) -> (i64, i64) {
  %p:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%t, %t : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%o0: i64, %o1: i64):
    %s = arith.addi %o0, %o1 : i64
    linalg.yield %s, %o0 : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  %a = tensor.extract %p#0[%i] : tensor<4xi64>
  %b = tensor.extract %p#1[%i] : tensor<4xi64>
  return %a, %b : i64, i64
}

// -----

// Copy-back: every iteration of an `scf.for` works on its init's buffer,
// so a yielded value held in that buffer (the fill writes the outer
// tensor in place, which is the init) is already there: no temporary and
// no copy back (there were one allocation and two copies; upstream needs
// the iter_arg equivalent and allocates a new buffer per iteration).
// IR-LABEL: func.func @yield_init_buffer(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @yield_init_buffer(%t: tensor<4xi64>, %n: index, %i: index) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %s = %z) -> (tensor<4xi64>, i64) {
    %x = tensor.extract %a[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %x : i64
    %ki = arith.index_cast %k : index to i64
    %f = linalg.fill ins(%ki : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f, %s2 : tensor<4xi64>, i64
  }
  return %r#0, %r#1 : tensor<4xi64>, i64
}
