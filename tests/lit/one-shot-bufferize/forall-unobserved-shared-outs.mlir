// scf.forall shared outputs whose old contents nobody can observe (no
// alias of a result is read, the shared block arguments are only
// parallel_insert_slice destinations) are only written: on a function
// argument inside a loop they stay in place, as upstream (fuzzer quality
// note 12738 @t3: the build before copied the argument every iteration,
// counting the shared output as a read-modify-write repeated by the loop).
// When the body or a later op reads them, nothing changes.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// ANALYSIS-LABEL: func @in_cf_loop(
//       ANALYSIS:   scf.forall
//       ANALYSIS:   } {__inplace_operands_attr__ = ["true"]}
// (The inserted values' own allocations and copies remain.)
// CHECK-LABEL: func @in_cf_loop(
//   CHECK-NOT:   memref<4xi64>
//   CHECK-NOT:   memref.copy %arg0
//       CHECK:   return
func.func @in_cf_loop(%t: tensor<4xi64>, %c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4xi64>) {
    %x = arith.index_cast %j : index to i64
    %v = tensor.from_elements %x : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
    }
  }
  cf.br ^bb1
^bb3:
  return
}

// -----

// ANALYSIS-LABEL: func @in_scf_for(
//       ANALYSIS:   scf.forall
//       ANALYSIS:   } {__inplace_operands_attr__ = ["true"]}
// CHECK-LABEL: func @in_scf_for(
//   CHECK-NOT:   memref<4xi64>
//   CHECK-NOT:   memref.copy %arg0
//       CHECK:   return
func.func @in_scf_for(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4xi64>) {
      %x = arith.index_cast %j : index to i64
      %v = tensor.from_elements %x : tensor<1xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
      }
    }
  }
  return
}

// -----

// The body reads the shared output's old contents: a read-modify-write
// repeated by the loop on the argument, out of place.
// ANALYSIS-LABEL: func @body_reads(
//       ANALYSIS:   scf.forall
//       ANALYSIS:   } {__inplace_operands_attr__ = ["false"]}
func.func @body_reads(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4xi64>) {
      %s = tensor.extract_slice %o[%j] [1] [1] : tensor<4xi64> to tensor<1xi64>
      %x = tensor.extract %s[%c0] : tensor<1xi64>
      %y = arith.addi %x, %x : i64
      %v = tensor.from_elements %y : tensor<1xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
      }
    }
  }
  return
}

// -----

// A result read after the forall (its elements past the insertions are
// the old contents): out of place, as before.
// ANALYSIS-LABEL: func @result_read(
//       ANALYSIS:   scf.forall
//       ANALYSIS:   } {__inplace_operands_attr__ = ["false"]}
func.func @result_read(%t: tensor<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.forall (%j) in (2) shared_outs(%o = %t) -> (tensor<4xi64>) {
      %x = arith.index_cast %j : index to i64
      %v = tensor.from_elements %x : tensor<1xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %v into %o[%j] [1] [1] : tensor<1xi64> into tensor<4xi64>
      }
    }
    %e = tensor.extract %r[%c3] : tensor<4xi64>
    %acc2 = arith.addi %acc, %e : i64
    scf.yield %acc2 : i64
  }
  return %s : i64
}
