// The partial passes compose in any order: each order gives the same
// program after ferrobuf-finalizing-bufferize (FileCheck'd with one set of
// CHECK lines). Also the pipeline, with func-bufferize first or last.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize,ferrobuf-arith-bufferize,func.func(ferrobuf-tensor-bufferize,ferrobuf-linalg-bufferize,ferrobuf-scf-bufferize,ferrobuf-bufferization-bufferize,ferrobuf-finalizing-bufferize))' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-scf-bufferize,ferrobuf-bufferization-bufferize,ferrobuf-linalg-bufferize,ferrobuf-tensor-bufferize),ferrobuf-arith-bufferize,ferrobuf-func-bufferize,func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-linalg-bufferize),ferrobuf-func-bufferize,func.func(ferrobuf-scf-bufferize),ferrobuf-arith-bufferize,func.func(ferrobuf-bufferization-bufferize,ferrobuf-tensor-bufferize,ferrobuf-finalizing-bufferize))' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-legacy-bufferize)' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-legacy-bufferize{func-first})' %s | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[T:.*]]: memref<4xi64>, %[[N:.*]]: index) -> memref<4xi64> {
// CHECK-DAG:     %[[K:.*]] = memref.get_global @__legacy_constant_0 : memref<4xi64>
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]]) -> (memref<4xi64>) {
// CHECK:           linalg.add ins(%[[A]], %[[K]] : memref<4xi64>, memref<4xi64>) outs(%[[O:.*]] : memref<4xi64>)
// CHECK:           %[[W:.*]] = memref.alloc() : memref<4xi64>
// CHECK:           memref.copy %[[O]], %[[W]]{{([^[:alnum:]_]|$)}}
// CHECK:           memref.store %{{.*}}, %[[W]][%{{.*}}] : memref<4xi64>
// CHECK:           scf.yield %[[W]] : memref<4xi64>
// CHECK:         return %[[R]] : memref<4xi64>
// CHECK-NOT:   bufferization.to_
func.func @f(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 7 : i64
  %k = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %e = tensor.empty() : tensor<4xi64>
    %s = linalg.add ins(%a, %k : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    %w = tensor.insert %x into %s[%i] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}
