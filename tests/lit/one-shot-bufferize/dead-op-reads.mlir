// Reads by an op nobody observes. A linalg op (or insert / insert_slice)
// without memory effects whose results no use reads, through any alias,
// computes contents nobody sees: its reads of its `ins` (an
// insert_slice's source) cannot be observed, so they are not reads for
// the analysis (its reads of its inits were dropped already: they only
// carry old contents into those unread results). Its write is kept: a
// read after it through another alias is still a conflict. (Fuzzer seed
// 13851 @t24: a slice read only by a dead linalg.sub in a cf loop was
// copied, because the loop overwrote its source; upstream takes it in
// place: 3 allocations + copies to upstream's 2, now 1.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

// The slice of %t is read only by the dead linalg.sub; the loop writes
// %t's buffer in place in every iteration. Nothing is copied.
// CHECK-LABEL: func.func @dead_reader(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   scf.for
//       CHECK:     linalg.sub
//       CHECK:     linalg.generic
//  CHECK-SAME:       __inplace_operands_attr__ = ["true", "true"]
//       CHECK:   } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// IR-LABEL: func.func @dead_reader(
//   IR-NOT:   memref.copy
//       IR:   return
func.func @dead_reader(%n: index, %x: i64) -> tensor<6xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %x, %x, %x, %x, %x : tensor<6xi64>
  %s = tensor.extract_slice %t[0] [5] [1] : tensor<6xi64> to tensor<5xi64>
  %one = arith.constant dense<1> : tensor<6xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<6xi64>) {
    %e = tensor.empty() : tensor<5xi64>
    %dead = linalg.sub ins(%s, %s : tensor<5xi64>, tensor<5xi64>) outs(%e : tensor<5xi64>) -> tensor<5xi64>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%one : tensor<6xi64>) outs(%a : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<6xi64>
    scf.yield %w : tensor<6xi64>
  }
  return %r : tensor<6xi64>
}

// -----

// The same op with its result read: the slice is a read, so it (or the
// loop's init) is copied before the loop overwrites %t.
// CHECK-LABEL: func.func @live_reader(
// IR-LABEL: func.func @live_reader(
//       IR:   memref.copy
func.func @live_reader(%n: index, %x: i64) -> (tensor<6xi64>, tensor<5xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %x, %x, %x, %x, %x : tensor<6xi64>
  %s = tensor.extract_slice %t[0] [5] [1] : tensor<6xi64> to tensor<5xi64>
  %one = arith.constant dense<1> : tensor<6xi64>
  %e0 = tensor.empty() : tensor<5xi64>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %e0) -> (tensor<6xi64>, tensor<5xi64>) {
    %e = tensor.empty() : tensor<5xi64>
    %live = linalg.sub ins(%s, %s : tensor<5xi64>, tensor<5xi64>) outs(%e : tensor<5xi64>) -> tensor<5xi64>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%one : tensor<6xi64>) outs(%a : tensor<6xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<6xi64>
    scf.yield %w, %live : tensor<6xi64>, tensor<5xi64>
  }
  return %r#0, %r#1 : tensor<6xi64>, tensor<5xi64>
}

// -----

// A dead insert_slice into a destination read afterwards: a dead writer
// (dead-writers.mlir), it neither reads nor writes; in place and not
// emitted.
// CHECK-LABEL: func.func @dead_insert_slice(
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"]
// IR-LABEL: func.func @dead_insert_slice(
//   IR-NOT:   memref.alloc
//   IR-NOT:   memref.copy
//       IR:   return
func.func @dead_insert_slice(%t: tensor<6xi64>, %u: tensor<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %d = tensor.insert_slice %u into %t[0] [2] [1] : tensor<2xi64> into tensor<6xi64>
  %v = tensor.extract %t[%c0] : tensor<6xi64>
  return %v : i64
}
