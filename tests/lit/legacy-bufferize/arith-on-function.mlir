// ferrobuf-arith-bufferize on a function: a splat constant becomes an
// allocation filled with linalg.fill; any other tensor constant is a
// located error (globals are only made when the pass runs on a module).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-arith-bufferize))' %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @splat(
// CHECK:         %[[C:.*]] = arith.constant 7 : i64
// CHECK:         %[[A:.*]] = memref.alloc() : memref<3xi64>
// CHECK:         linalg.fill ins(%[[C]] : i64) outs(%[[A]] : memref<3xi64>)
// CHECK:         bufferization.to_tensor %[[A]] restrict
func.func @splat() -> tensor<3xi64> {
  %k = arith.constant dense<7> : tensor<3xi64>
  return %k : tensor<3xi64>
}

// -----

func.func @dense() -> tensor<2xi64> {
  // expected-error @below {{ferrobuf-arith-bufferize: a non-splat tensor constant needs a memref.global: run the pass on the module, not on a function}}
  %k = arith.constant dense<[1, 2]> : tensor<2xi64>
  return %k : tensor<2xi64>
}
