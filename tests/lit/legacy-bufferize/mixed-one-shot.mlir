// Partial passes for some dialects, One-Shot Bufferize for the rest, in
// one pipeline: legacy func and scf first, then One-Shot, which accepts
// the legacy `to_tensor ... restrict` materializations (never writable:
// it copies before writing into a legacy buffer).
// The other way round too: One-Shot first with a dialect filter that
// leaves scf, cf and func to the legacy passes (block arguments of ops it
// does not bufferize are read-only to it: it copies before writing into
// the unconverted loop's iter_arg, here the function argument's buffer).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize,func.func(ferrobuf-scf-bufferize),ferrobuf-one-shot-bufferize{dialect-filter=tensor,linalg,bufferization,arith unknown-type-conversion=identity-layout-map},func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{dialect-filter=tensor,linalg,bufferization,arith unknown-type-conversion=identity-layout-map},ferrobuf-func-bufferize,func.func(ferrobuf-scf-bufferize),func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s

// The argument is never written: the insert goes into a copy.
// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[T:.*]]: memref<4xi64>{{.*}}) -> memref<4xi64> {
// CHECK-NOT:     memref.store %{{.*}}, %[[T]]
// CHECK:         scf.for
// CHECK:           memref.alloc
// CHECK:           memref.copy
// CHECK:           memref.store
// CHECK-NOT:   bufferization.to_
func.func @f(%t: tensor<4xi64>, %n: index, %x: i64) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %w = tensor.insert %x into %a[%i] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}
