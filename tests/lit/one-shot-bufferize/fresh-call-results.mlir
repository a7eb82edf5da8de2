// A call whose callee returns a tensor it allocates (FuncSummary::fresh) is
// a new buffer per call, like a tensor.empty at the call: a loop yielding
// it passes it on with no copy back into the carried buffer (upstream does
// the same with allow-return-allocs-from-loops and refuses the loop
// without it); ferrobuf copied it every iteration before (fuzzer seed
// 15076 @t38). A callee returning its argument is not fresh: that yield
// is copied back.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

func.func private @step(%t: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func private @same(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// CHECK-LABEL: func @yields_fresh(
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     call @step
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield
func.func @yields_fresh(%acc0: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<4xf32>) {
    %s = func.call @step(%acc) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func @yields_argument_view(
//       CHECK:   scf.for
//       CHECK:     call @same
//       CHECK:     memref.copy
//       CHECK:   return
func.func @yields_argument_view(%acc0: tensor<4xf32>, %other: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<4xf32>) {
    %s = func.call @same(%other) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
