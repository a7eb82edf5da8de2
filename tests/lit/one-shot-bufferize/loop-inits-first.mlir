// Bottom-up decides a loop's inits before the ops in its body (the rest
// keeps reverse walk order). Undecided, an init counts as possibly in
// place, so a write in the body decided first counted the argument as
// possibly its buffer and went out of place: a copy per iteration, and
// then the init was copied too. With the init decided first (out of place:
// the argument is returned as it was), the body's buffer is the init's
// copy and the write is in place, as upstream decides. The fuzzer's seed
// 13719 @t26: 5 allocations + copies where upstream has 2, now 2.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=IR

// The loop sits in one branch of an scf.if whose other branch yields the
// argument, so the loop and the argument share an alias set from the
// start (the yields are in place before any decision).
// CHECK-LABEL: func.func @while_in_branch(
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
//       CHECK:   } attributes {__inplace_operands_attr__ = ["none", "false"]}
// IR-LABEL: func.func @while_in_branch(
//       IR:   memref.alloc
//       IR:   memref.copy
//       IR:   scf.while
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @while_in_branch(%t: tensor<6xi64>, %c: i1, %n: index, %v: i64) -> (tensor<6xi64>, tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (tensor<6xi64>) {
    scf.yield %t : tensor<6xi64>
  } else {
    %d = tensor.cast %t : tensor<6xi64> to tensor<?xi64>
    %l:2 = scf.while (%i = %c0, %a = %d) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
      %w = tensor.insert %v into %a[%i] : tensor<?xi64>
      %i1 = arith.addi %i, %c1 : index
      %go = arith.cmpi ult, %i1, %n : index
      scf.condition(%go) %i1, %w : index, tensor<?xi64>
    } do {
    ^bb0(%j: index, %b: tensor<?xi64>):
      scf.yield %j, %b : index, tensor<?xi64>
    }
    %e = tensor.cast %l#1 : tensor<?xi64> to tensor<6xi64>
    scf.yield %e : tensor<6xi64>
  }
  return %r, %t : tensor<6xi64>, tensor<6xi64>
}

// The same with scf.for.
// CHECK-LABEL: func.func @for_in_branch(
//       CHECK:   tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
//       CHECK:   } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// IR-LABEL: func.func @for_in_branch(
//       IR:   memref.alloc
//       IR:   memref.copy
//       IR:   scf.for
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @for_in_branch(%t: tensor<6xi64>, %c: i1, %n: index, %v: i64) -> (tensor<6xi64>, tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (tensor<6xi64>) {
    scf.yield %t : tensor<6xi64>
  } else {
    %d = tensor.cast %t : tensor<6xi64> to tensor<?xi64>
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%a = %d) -> (tensor<?xi64>) {
      %w = tensor.insert %v into %a[%i] : tensor<?xi64>
      scf.yield %w : tensor<?xi64>
    }
    %e = tensor.cast %l : tensor<?xi64> to tensor<6xi64>
    scf.yield %e : tensor<6xi64>
  }
  return %r, %t : tensor<6xi64>, tensor<6xi64>
}
