// A chain of overwrites from an argument a call passes a constant to (a
// fill of its slice, then a fill of that fill), while the function reads
// the argument afterwards: the first fill goes out of place (a buffer, no
// copy) to spare the caller, and the second overwrites that buffer in
// place. One buffer, as upstream. Before, the uses deferred by that
// choice were decided in the heuristic's order: bottom-up decided the
// second fill first, counted the undecided first fill as possibly in
// place on the argument, and gave the second fill a buffer too (fuzzer
// seed 15986 @t33: one buffer more than upstream). Every heuristic now
// gives the same answer.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=5})' %s | FileCheck %s

func.func private @use(tensor<3x1xi64>)

// CHECK-LABEL: func @fill_twice(
//  CHECK-SAME:     %[[A:.*]]: memref<3x2xi64
//       CHECK:   %[[NEW:.*]] = memref.alloc() {{.*}} : memref<3x1xi64>
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill {{.*}} outs(%[[NEW]] :
//       CHECK:   linalg.fill {{.*}} outs(%[[NEW]] :
//       CHECK:   memref.load %[[A]]
//       CHECK:   return
func.func @fill_twice(%a: tensor<3x2xi64>) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %a[0, 0] [3, 1] [1, 1] : tensor<3x2xi64> to tensor<3x1xi64>
  %f1 = linalg.fill ins(%z : i64) outs(%s : tensor<3x1xi64>) -> tensor<3x1xi64>
  %f2 = linalg.fill ins(%one : i64) outs(%f1 : tensor<3x1xi64>) -> tensor<3x1xi64>
  %x = tensor.extract %a[%c0, %c0] : tensor<3x2xi64>
  func.call @use(%f2) : (tensor<3x1xi64>) -> ()
  return %x : i64
}

// CHECK-LABEL: func @caller(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   call @fill_twice
func.func @caller() -> i64 {
  %c = arith.constant dense<1> : tensor<3x2xi64>
  %r = func.call @fill_twice(%c) : (tensor<3x2xi64>) -> i64
  return %r : i64
}
