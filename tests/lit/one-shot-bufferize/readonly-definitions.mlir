// A read whose contents come from a read-only value (a constant, a
// non-writable function argument) never conflicts with a write: no write
// in place ever targets a read-only buffer (those go out of place by the
// read-only rule), so a write in its alias set writes another buffer. The
// alias set can hold both when a region's result joins them (one branch
// yields the constant, another a fresh buffer). Before, the write into the
// fresh buffer counted as a write into the constant and went out of place
// (the fuzzer's seed 10982 @t0: one allocation more than upstream). As
// upstream. A writable definition joined the same way still conflicts.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=MEM

#id = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @constant_joined_by_switch(
// CHECK: linalg.sub {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK: linalg.generic {{.*}}__inplace_operands_attr__ = ["true", "true", "true"]
// MEM-LABEL: func @constant_joined_by_switch(
// MEM-COUNT-1: memref.alloc
// MEM-NOT: memref.alloc
// MEM-NOT: memref.copy
// MEM: return
func.func @constant_joined_by_switch(%i: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %a, %b = scf.index_switch %i -> tensor<4xi64>, tensor<4xi64>
  case 1 {
    scf.yield %cst, %cst : tensor<4xi64>, tensor<4xi64>
  }
  default {
    %s = linalg.sub ins(%cst, %cst : tensor<4xi64>, tensor<4xi64>) outs(%cst : tensor<4xi64>) -> tensor<4xi64>
    %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s, %cst : tensor<4xi64>, tensor<4xi64>) outs(%s : tensor<4xi64>) {
    ^bb0(%x: i64, %y: i64, %o: i64):
      %z = arith.addi %x, %y : i64
      linalg.yield %z : i64
    } -> tensor<4xi64>
    scf.yield %g, %cst : tensor<4xi64>, tensor<4xi64>
  }
  return %a, %b : tensor<4xi64>, tensor<4xi64>
}

// -----

// The same through an scf.if, the read after the write (a later op).
// CHECK-LABEL: func @constant_joined_by_if(
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.extract %{{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// MEM-LABEL: func @constant_joined_by_if(
// MEM-COUNT-1: memref.alloc
// MEM-NOT: memref.alloc
// MEM-NOT: memref.copy
// MEM: return
func.func @constant_joined_by_if(%c: i1, %n: i64, %j: index) -> (tensor<4xi64>, i64) {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %r = scf.if %c -> (tensor<4xi64>) {
    scf.yield %cst : tensor<4xi64>
  } else {
    %e = tensor.empty() : tensor<4xi64>
    %f = linalg.fill ins(%n : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    %v = tensor.extract %cst[%j] : tensor<4xi64>
    %f2 = tensor.insert %v into %f[%j] : tensor<4xi64>
    scf.yield %f2 : tensor<4xi64>
  }
  %x = tensor.extract %cst[%j] : tensor<4xi64>
  return %r, %x : tensor<4xi64>, i64
}

// -----

// A writable argument joined to a fresh buffer the same way: a write of the
// argument itself must still see the read after it (the fill goes out of
// place), the fresh buffer's write stays in place.
// CHECK-LABEL: func @writable_argument_still_conflicts(
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.extract %{{.*}} {__inplace_operands_attr__ = ["true", "none"]}
func.func @writable_argument_still_conflicts(%t: tensor<4xi64>, %n: i64, %j: index) -> (tensor<4xi64>, i64) {
  %f = linalg.fill ins(%n : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %t[%j] : tensor<4xi64>
  return %f, %x : tensor<4xi64>, i64
}
