// Every tensor.empty becomes a bufferization.alloc_tensor with the same
// dynamic sizes and type. Where nothing else in the input could be folded
// or erased, ferrobuf's output equals upstream MLIR 22's: the same
// FileCheck prefix checks both, on a module and nested in functions.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(ferrobuf-empty-tensor-to-alloc-tensor)' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(empty-tensor-to-alloc-tensor)' -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-empty-tensor-to-alloc-tensor))' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(empty-tensor-to-alloc-tensor))' -split-input-file | FileCheck %s

// Test Case: static and dynamic shapes, an encoding, i1 elements.

// CHECK-LABEL: func @shapes
//  CHECK-SAME:   (%[[N:.*]]: index, %[[M:.*]]: index)
//  CHECK-NEXT:   %[[A:.*]] = bufferization.alloc_tensor() : tensor<4x8xf32>
//  CHECK-NEXT:   %[[B:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<?x3xi1>
//  CHECK-NEXT:   %[[C:.*]] = bufferization.alloc_tensor(%[[N]], %[[M]]) : tensor<?x2x?xf64, "enc">
//  CHECK-NEXT:   %[[D:.*]] = bufferization.alloc_tensor() : tensor<f16>
//  CHECK-NEXT:   return %[[A]], %[[B]], %[[C]], %[[D]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   tensor.empty
func.func @shapes(%n: index, %m: index) -> (tensor<4x8xf32>, tensor<?x3xi1>, tensor<?x2x?xf64, "enc">, tensor<f16>) {
  %0 = tensor.empty() : tensor<4x8xf32>
  %1 = tensor.empty(%n) : tensor<?x3xi1>
  %2 = tensor.empty(%n, %m) : tensor<?x2x?xf64, "enc">
  %3 = tensor.empty() : tensor<f16>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<?x3xi1>, tensor<?x2x?xf64, "enc">, tensor<f16>
}

// -----

// Test Case: tensor.empty nested in a loop and an scf.if, feeding a linalg
// op; uses are redirected to the new op.

// CHECK-LABEL: func @nested
//       CHECK:   scf.for
//       CHECK:     scf.if
//  CHECK-NEXT:       %[[E:.*]] = bufferization.alloc_tensor(%{{.*}}) : tensor<?xf32>
//  CHECK-NEXT:       %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<?xf32>)
//  CHECK-NEXT:       scf.yield %[[F]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   tensor.empty
func.func @nested(%lb: index, %ub: index, %step: index, %c: i1, %f: f32, %t: tensor<?xf32>) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %t) -> tensor<?xf32> {
    %y = scf.if %c -> tensor<?xf32> {
      %e = tensor.empty(%i) : tensor<?xf32>
      %g = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
      scf.yield %g : tensor<?xf32>
    } else {
      scf.yield %x : tensor<?xf32>
    }
    scf.yield %y : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// Test Case: a function without tensor.empty stays unchanged.

// CHECK-LABEL: func @unchanged
//  CHECK-NEXT:   tensor.insert
//  CHECK-NEXT:   return
func.func @unchanged(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
