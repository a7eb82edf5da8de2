// Block arguments of an op that is not bufferized (left out by
// `dialect-filter`, or unknown with `allow-unknown-ops`) keep their
// tensor type; their buffers come from outside the analysis (a loop's
// init, which a later pass such as ferrobuf-scf-bufferize passes in, may
// be a function argument or a constant): writing into one must copy.
// ferrobuf wrote in place (found mixing One-Shot with the legacy passes).
// The UNKNOWN runs see the cf case with cf bufferized (nothing to check).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only dialect-filter=tensor,arith})' -split-input-file %s | FileCheck %s --check-prefix=FILTER
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only dialect-filter=tensor,arith})' -split-input-file %s | FileCheck %s --check-prefix=FILTER
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{dialect-filter=tensor,arith})' -split-input-file %s | FileCheck %s --check-prefix=REWRITE
// RUN: %ferrobuf-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only allow-unknown-ops})' -split-input-file %s | FileCheck %s --check-prefix=UNKNOWN
// RUN: mlir-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only allow-unknown-ops})' -split-input-file %s | FileCheck %s --check-prefix=UNKNOWN

// FILTER-LABEL: func @filtered_loop(
// FILTER: tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "false", "none"]}
// REWRITE-LABEL: func @filtered_loop(
// REWRITE: scf.for
// REWRITE: bufferization.to_buffer
// REWRITE-NEXT: memref.alloc
// REWRITE-NEXT: memref.copy
// REWRITE-NEXT: memref.store
func.func @filtered_loop(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 5 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %w = tensor.insert %k into %a[%i] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// -----

// UNKNOWN-LABEL: func @unknown_region_op(
// UNKNOWN: tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @unknown_region_op(%t: tensor<4xi64>, %i: index) -> tensor<4xi64> {
  %k = arith.constant 5 : i64
  %r = "test.region_op"(%t) ({
  ^bb0(%a: tensor<4xi64>):
    %w = tensor.insert %k into %a[%i] : tensor<4xi64>
    "test.region_yield"(%w) : (tensor<4xi64>) -> ()
  }) : (tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// -----

// cf left out by the filter: the branches stay on tensors, so do the
// arguments of the blocks they enter (ferrobuf retyped them to memrefs:
// invalid IR, "type mismatch for bb argument"); such an argument is read
// through a to_buffer, as upstream.
// FILTER-LABEL: func @filtered_branches(
// FILTER: tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "false", "none"]}
// REWRITE-LABEL: func @filtered_branches(
// REWRITE: ^bb2(%[[X:.*]]: tensor<4xi64>):
// REWRITE-NEXT: bufferization.to_buffer %[[X]]{{([^[:alnum:]_]|$)}}
func.func @filtered_branches(%t: tensor<4xi64>, %c: i1, %i: index) -> i64 {
  %k = arith.constant 5 : i64
  cf.cond_br %c, ^a, ^b(%t : tensor<4xi64>)
^a:
  %w = tensor.insert %k into %t[%i] : tensor<4xi64>
  cf.br ^b(%w : tensor<4xi64>)
^b(%x: tensor<4xi64>):
  %v = tensor.extract %x[%i] : tensor<4xi64>
  return %v : i64
}
