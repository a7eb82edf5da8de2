// Matching extract_slice / insert_slice pairs the analysis missed
// (fuzzer seed 14044 @t14: a fill of a whole-tensor slice inserted back,
// in a cf loop; the fill was given a new buffer, upstream fills in
// place). An insertion of a whole-tensor slice matches the extraction of
// that same whole slice (it used to be followed through to the tensor
// itself, which no slice matches). And an insertion whose dynamic
// offsets are `arith.constant`s skips the same elements in every run, as
// with static offsets: a write into that slice in an earlier iteration
// of a loop (the fill, or the insertion's own) is not read by it. (@use
// only reads its argument.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries analysis-heuristic=top-down})' -split-input-file %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=IR

func.func private @use(%t: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<3xi64>
  return %x : i64
}

// CHECK-LABEL: func.func @whole_slice(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true"]
//       CHECK:   linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
//       CHECK:   tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true"]
// IR-LABEL: func.func @whole_slice(
//   IR-NOT:   memref.alloc
//       IR:   return
func.func @whole_slice(%g: tensor<3xi64>) {
  %s = tensor.extract_slice %g[0] [3] [1] : tensor<3xi64> to tensor<3xi64>
  %c30 = arith.constant 30 : i64
  %f = linalg.fill ins(%c30 : i64) outs(%s : tensor<3xi64>) -> tensor<3xi64>
  %i = tensor.insert_slice %f into %g[0] [3] [1] : tensor<3xi64> into tensor<3xi64>
  %u = func.call @use(%i) : (tensor<3xi64>) -> i64
  return
}

// -----

func.func private @use(%t: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<3xi64>
  return %x : i64
}

// The fuzzer's form: a whole slice at a constant offset, in a cf loop.
// CHECK-LABEL: func.func @whole_slice_constant_offset_loop(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
// IR-LABEL: func.func @whole_slice_constant_offset_loop(
//   IR-NOT:   memref.alloc
//       IR:   return
func.func @whole_slice_constant_offset_loop(%g: tensor<3xi64>, %b: i1) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1
^bb1:
  %s = tensor.extract_slice %g[%c0] [3] [1] : tensor<3xi64> to tensor<3xi64>
  %c30 = arith.constant 30 : i64
  %f = linalg.fill ins(%c30 : i64) outs(%s : tensor<3xi64>) -> tensor<3xi64>
  %i = tensor.insert_slice %f into %g[%c0] [3] [1] : tensor<3xi64> into tensor<3xi64>
  %u = func.call @use(%i) : (tensor<3xi64>) -> i64
  cf.cond_br %b, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func private @use(%t: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<3xi64>
  return %x : i64
}

// A part of the tensor at a constant offset, in an scf.for: each
// iteration's insertion reads the elements outside the slice, which no
// iteration's fill writes.
// CHECK-LABEL: func.func @constant_offset_loop(
//       CHECK:   tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
// IR-LABEL: func.func @constant_offset_loop(
//   IR-NOT:   memref.alloc
//       IR:   return
func.func @constant_offset_loop(%g: tensor<3xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %s = tensor.extract_slice %g[%c1] [2] [1] : tensor<3xi64> to tensor<2xi64>
    %kk = arith.index_cast %k : index to i64
    %f = linalg.fill ins(%kk : i64) outs(%s : tensor<2xi64>) -> tensor<2xi64>
    %i = tensor.insert_slice %f into %g[%c1] [2] [1] : tensor<2xi64> into tensor<3xi64>
    %u = func.call @use(%i) : (tensor<3xi64>) -> i64
  }
  return
}

// -----

func.func private @use(%t: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<3xi64>
  return %x : i64
}

// A loop-variant offset may move the slice: the next iteration's
// insertion reads elements an earlier fill wrote: a copy.
// IR-LABEL: func.func @moving_offset_loop(
//       IR:   scf.for
//       IR:     memref.alloc
//       IR:     memref.copy
func.func @moving_offset_loop(%g: tensor<3xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %s = tensor.extract_slice %g[%k] [1] [1] : tensor<3xi64> to tensor<1xi64>
    %kk = arith.index_cast %k : index to i64
    %f = linalg.fill ins(%kk : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
    %i = tensor.insert_slice %f into %g[%k] [1] [1] : tensor<1xi64> into tensor<3xi64>
    %u = func.call @use(%i) : (tensor<3xi64>) -> i64
  }
  return
}
