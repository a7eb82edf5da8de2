// A matching extract_slice / (parallel_)insert_slice pair whose inserted
// value is the result of an scf.for that carries the slice unchanged (its
// yield is equivalent to the iter_arg and the init is in place: result,
// iter_arg and init are one buffer): the insertion writes the very
// elements it reads, so everything stays in place, as with the slice
// itself. Before, the match was only followed through the iter_arg, or
// through a loop init that is written: a position the loop only reads
// hid it (the fuzzer's seed 13852 @t30: the slice copied, and copied
// back, in every iteration of the forall: 5 allocations + copies to
// upstream's 4, now 2).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// The loop sums the slice (reads it, never writes it) and carries it on.
// ANALYSIS-LABEL: func @forall_slice_through_reading_loop(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   scf.for
//       ANALYSIS:   } {__inplace_operands_attr__ = ["none", "none", "none", "true", "none"]}
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// The slice is a subview of the argument, neither copied nor carried
// (the copies left are those of %sums, a constant, and its insertions).
// CHECK-LABEL: func @forall_slice_through_reading_loop(
//       CHECK:   %[[S:.*]] = memref.subview %arg0
//       CHECK:   scf.for {{.*}} -> (i64)
//   CHECK-NOT:   memref.copy %[[S]],
//   CHECK-NOT:   memref.copy {{.*}}, %[[S]] :
//       CHECK:   return
func.func @forall_slice_through_reading_loop(%t: tensor<6xi64>, %n: index) -> (tensor<6xi64>, tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant dense<0> : tensor<3xi64>
  %r:2 = scf.forall (%i) in (3) shared_outs(%o = %t, %sums = %z) -> (tensor<6xi64>, tensor<3xi64>) {
    %off = arith.muli %i, %c1 : index
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<6xi64> to tensor<2xi64>
    %zero = arith.constant 0 : i64
    %l:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s, %acc = %zero) -> (tensor<2xi64>, i64) {
      %x = tensor.extract %a[%c0] : tensor<2xi64>
      %acc2 = arith.addi %acc, %x : i64
      scf.yield %a, %acc2 : tensor<2xi64>, i64
    }
    %one = tensor.from_elements %l#1 : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %l#0 into %o[%i] [2] [1] : tensor<2xi64> into tensor<6xi64>
      tensor.parallel_insert_slice %one into %sums[%i] [1] [1] : tensor<1xi64> into tensor<3xi64>
    }
  }
  return %r#0, %r#1 : tensor<6xi64>, tensor<3xi64>
}

// -----

// The same with insert_slice after an scf.for that only carries the slice.
// ANALYSIS-LABEL: func @insert_slice_after_loop(
//       ANALYSIS:   tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-LABEL: func @insert_slice_after_loop(
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @insert_slice_after_loop(%t: tensor<6xi64>, %n: index, %j: index) -> (tensor<6xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = tensor.extract_slice %t[%j] [2] [1] : tensor<6xi64> to tensor<2xi64>
  %l:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s, %acc = %zero) -> (tensor<2xi64>, i64) {
    %x = tensor.extract %a[%c1] : tensor<2xi64>
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %a, %acc2 : tensor<2xi64>, i64
  }
  %r = tensor.insert_slice %l#0 into %t[%j] [2] [1] : tensor<2xi64> into tensor<6xi64>
  return %r, %l#1 : tensor<6xi64>, i64
}
