// Partial passes for some dialects, One-Shot Bufferize for the rest, in
// one pipeline: legacy func and scf first, then One-Shot, which accepts
// the legacy `to_tensor ... restrict` materializations (never writable:
// it copies before writing into a legacy buffer).
// Not tested the other way round: One-Shot run first with a dialect
// filter writes in place into the buffer of an unconverted scf.for's
// iter_arg, which here is the function argument.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-func-bufferize,func.func(ferrobuf-scf-bufferize),ferrobuf-one-shot-bufferize{dialect-filter=tensor,linalg,bufferization,arith unknown-type-conversion=identity-layout-map},func.func(ferrobuf-finalizing-bufferize))' %s | FileCheck %s

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
