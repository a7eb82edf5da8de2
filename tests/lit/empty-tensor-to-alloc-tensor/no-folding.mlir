// Different from upstream, on purpose: upstream MLIR 22 applies the rewrite
// with the greedy pattern driver, which also folds every op it visits
// (3 = 1 + 2), drops unused constants, and erases trivially dead ops (the
// unused %dead and an unused tensor.empty, which is erased rather than
// rewritten), even in a function without any tensor.empty. ferrobuf
// rewrites exactly the tensor.empty ops and touches nothing else, so a
// function without one keeps its cached analyses; run `canonicalize` for
// the clean-up.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(ferrobuf-empty-tensor-to-alloc-tensor)' | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(empty-tensor-to-alloc-tensor)' | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @folds
//  CHECK-NEXT:   arith.constant 1
//  CHECK-NEXT:   arith.constant 2
//  CHECK-NEXT:   %[[S:.*]] = arith.addi
//  CHECK-NEXT:   arith.muli
//  CHECK-NEXT:   bufferization.alloc_tensor(%{{.*}}) : tensor<?xf32>
//  CHECK-NEXT:   %[[T:.*]] = bufferization.alloc_tensor(%[[S]]) : tensor<?xf32>
//  CHECK-NEXT:   return %[[S]], %[[T]]{{([^[:alnum:]_]|$)}}

// UPSTREAM-LABEL: func @folds
//  UPSTREAM-NEXT:   %[[C3:.*]] = arith.constant 3 : index
//  UPSTREAM-NEXT:   %[[T:.*]] = bufferization.alloc_tensor(%[[C3]]) : tensor<?xf32>
//  UPSTREAM-NEXT:   return %[[C3]], %[[T]]{{([^[:alnum:]_]|$)}}
func.func @folds(%n: index) -> (index, tensor<?xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  %dead = arith.muli %n, %n : index
  %unused = tensor.empty(%n) : tensor<?xf32>
  %t = tensor.empty(%s) : tensor<?xf32>
  return %s, %t : index, tensor<?xf32>
}

// CHECK-LABEL: func @no_empty
//  CHECK-NEXT:   arith.constant 1
//  CHECK-NEXT:   arith.constant 2
//  CHECK-NEXT:   arith.addi
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @no_empty
//  UPSTREAM-NEXT:   arith.constant 3
//  UPSTREAM-NEXT:   return
func.func @no_empty() -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.addi %c1, %c2 : index
  return %s : index
}
