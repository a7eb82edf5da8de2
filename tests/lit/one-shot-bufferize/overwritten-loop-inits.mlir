// An scf.for init whose contents no iteration reads (the body overwrites
// all of its iter_arg before any read: an insert_slice covering it, a
// linalg op whose payload ignores its init) and that the loop's result
// does not expose (the loop runs at least once, or nobody reads the
// result) is written but not read by the loop. In an outer loop, the
// inner loop then works in place in the tensor defined outside, though
// the next outer iteration hands it that tensor again: nobody sees what
// it held (fuzzer seed 14061 @t45: a new buffer per outer iteration;
// upstream keeps it in place too). A body that reads the iter_arg first,
// or a loop that may run zero times with its result read, still reads it.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

func.func private @use(%t: tensor<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @inner_overwrites_insert_slice(
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// The fill's buffer before the loops, the from_elements' in the inner one.
// IR-LABEL: func.func @inner_overwrites_insert_slice(
//       IR:   memref.alloc
//       IR:   scf.for
//   IR-NOT:   memref.alloc
//       IR:     scf.for
//       IR:       memref.alloc
//   IR-NOT:   memref.alloc
//       IR:   return
func.func @inner_overwrites_insert_slice(%e: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %t0 = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%e : i64) outs(%t0 : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c1 to %c3 step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      %jj = arith.index_cast %j : index to i64
      %p = tensor.from_elements %jj, %jj : tensor<2xi64>
      %w = tensor.insert_slice %p into %a[0] [2] [1] : tensor<2xi64> into tensor<2xi64>
      scf.yield %w : tensor<2xi64>
    }
    %x = func.call @use(%s) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

// -----

func.func private @use(%t: tensor<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  return %x : i64
}

#id = affine_map<(d0) -> (d0)>

// A linalg.generic whose payload ignores its init overwrites it too.
// CHECK-LABEL: func.func @inner_overwrites_generic(
//       CHECK:   scf.for
//       CHECK:     scf.for
//       CHECK:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
func.func @inner_overwrites_generic(%t: tensor<2xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c1 to %c3 step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      %jj = arith.index_cast %j : index to i64
      %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%a : tensor<2xi64>) {
      ^bb0(%o: i64):
        linalg.yield %jj : i64
      } -> tensor<2xi64>
      scf.yield %g : tensor<2xi64>
    }
    %x = func.call @use(%s) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

// -----

func.func private @use(%t: tensor<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  return %x : i64
}

// The body reads its iter_arg before overwriting it: the init is read,
// and the next outer iteration must see the fill again: a copy.
// IR-LABEL: func.func @inner_reads_first(
//       IR:   scf.for
//       IR:     memref.alloc
//       IR:     memref.copy
func.func @inner_reads_first(%e: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %t0 = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%e : i64) outs(%t0 : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s:2 = scf.for %j = %c1 to %c3 step %c1 iter_args(%a = %t, %b = %acc) -> (tensor<2xi64>, i64) {
      %v = tensor.extract %a[%c0] : tensor<2xi64>
      %b2 = arith.addi %b, %v : i64
      %jj = arith.index_cast %j : index to i64
      %p = tensor.from_elements %jj, %jj : tensor<2xi64>
      %w = tensor.insert_slice %p into %a[0] [2] [1] : tensor<2xi64> into tensor<2xi64>
      scf.yield %w, %b2 : tensor<2xi64>, i64
    }
    %x = func.call @use(%s#0) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %s#1, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

// -----

func.func private @use(%t: tensor<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  return %x : i64
}

// The inner loop may run zero times (%m): its result, read, may be the
// fill itself: the init is read: a copy.
// IR-LABEL: func.func @inner_may_not_run(
//       IR:   scf.for
//       IR:     memref.alloc
//       IR:     memref.copy
func.func @inner_may_not_run(%e: i64, %n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %t0 = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%e : i64) outs(%t0 : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      %jj = arith.index_cast %j : index to i64
      %p = tensor.from_elements %jj, %jj : tensor<2xi64>
      %w = tensor.insert_slice %p into %a[0] [2] [1] : tensor<2xi64> into tensor<2xi64>
      scf.yield %w : tensor<2xi64>
    }
    %x = func.call @use(%s) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}
