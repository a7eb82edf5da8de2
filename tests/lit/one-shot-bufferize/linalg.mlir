// One-Shot Analysis of linalg ops (DPS): each `outs` operand is tied to a
// result and bufferizes in place if possible; `ins` operands are only read.
// Annotations list all operands: ins first, then outs (linalg.fill's scalar
// input is "none"). An outs operand is read only if the payload uses the
// corresponding block argument (matmul accumulates: reads; fill and a
// generic that ignores %out: write only). An op that reads and writes
// aliasing operands is fine only if every access is elementwise (same
// indexing map for the read and the write).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

#map = affine_map<(d0) -> (d0)>

// Elementwise generic with the same tensor as ins and outs: element i is
// read and then written by the same iteration, so the read of the ins
// operand does not conflict with the in-place write of the outs operand.
// CHECK-LABEL: func @elementwise_same_operand(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: linalg.generic {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @elementwise_same_operand(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.mulf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (7 - d0)>

// Same, but the input is read reversed: iteration i writes element i and
// a later iteration reads it. Not elementwise, so the same op reading and
// writing %a is a conflict: the outs operand goes out of place.
// CHECK-LABEL: func @non_elementwise_same_operand(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: linalg.generic {{.*}}{__inplace_operands_attr__ = ["true", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @non_elementwise_same_operand(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [#rev, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Matmul accumulating into a writable argument that nothing reads later:
// all in place; %c is read and written.
// CHECK-LABEL: func @matmul_out_inplace(
// CHECK-SAME: tensor<4x8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8x4xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<4x4xf32> {bufferization.access = "read-write"}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]}
func.func @matmul_out_inplace(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// The original accumulator %c is read after the matmul wrote it: the outs
// operand goes out of place.
// CHECK-LABEL: func @matmul_out_read_later(
// CHECK-SAME: tensor<4x8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8x4xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<4x4xf32> {bufferization.access = "read"}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @matmul_out_read_later(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>) -> (tensor<4x4xf32>, f32) {
  %i = arith.constant 0 : index
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tensor.extract %c[%i, %i] : tensor<4x4xf32>
  return %0, %r : tensor<4x4xf32>, f32
}

// -----

// A = A * A + A: matmul is not elementwise, so an input aliasing the
// output is a conflict inside the op: outs out of place.
// CHECK-LABEL: func @matmul_ins_is_outs(
// CHECK-SAME: tensor<4x4xf32> {bufferization.access = "read"}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @matmul_ins_is_outs(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// The usual init: empty -> fill -> matmul, all in place in one new buffer.
// CHECK-LABEL: func @fill_then_matmul(
// CHECK-SAME: tensor<4x8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8x4xf32> {bufferization.access = "read"}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @fill_then_matmul(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// One filled init used by two matmuls: the second matmul reads %f after
// the first one would have accumulated into it, so the first matmul's outs
// goes out of place (copy of the filled buffer); the second is in place.
// CHECK-LABEL: func @fill_reused_twice(
// CHECK-SAME: tensor<4x8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8x4xf32> {bufferization.access = "read"}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "true"]}
func.func @fill_reused_twice(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// The argument is returned unchanged next to the filled tensor: the return
// reads %t after the fill, so the fill goes out of place (a new buffer; no
// copy is needed since fill does not read it). Result 1 is equivalent to
// argument 0.
// CHECK-LABEL: func @fill_overwrites_arg(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]}
func.func @fill_overwrites_arg(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0, %t : tensor<8xf32>, tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// The payload ignores %out: %b is only written ("write" access), %a only
// read. The later read of %a does not conflict with the write into %b.
// CHECK-LABEL: func @generic_outs_not_read(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
// CHECK: linalg.generic {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__equivalent_func_args__ = [1, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @generic_outs_not_read(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  %r = tensor.extract %a[%c0] : tensor<8xf32>
  return %0, %r : tensor<8xf32>, f32
}

// -----

#map = affine_map<(d0) -> (d0)>

// Two outs: the first is read by the payload (read-write), the second only
// written (write). Both in place; results equivalent to arguments 1 and 2.
// CHECK-LABEL: func @generic_two_outs(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "write"}
// CHECK: linalg.generic {{.*}}{__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: return {__equivalent_func_args__ = [1, 2], __inplace_operands_attr__ = ["true", "true"]}
func.func @generic_two_outs(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%b, %c : tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %1 = arith.addf %in, %o1 : f32
    linalg.yield %1, %in : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// %b is read by the first generic (ins) and then overwritten by the second
// generic (outs): the read happens before the write, no conflict, all in
// place.
// CHECK-LABEL: func @elementwise_chain(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: linalg.generic {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: linalg.generic {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [1, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @elementwise_chain(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, index) {
  %c0 = arith.constant 0 : index
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%b : tensor<8xf32>) outs(%a : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %out : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%0 : tensor<8xf32>) outs(%b : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.mulf %in, %out : f32
    linalg.yield %2 : f32
  } -> tensor<8xf32>
  return %1, %c0 : tensor<8xf32>, index
}

// -----

// linalg.map (elementwise) writing into one of its inputs: in place.
// CHECK-LABEL: func @map_into_input(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: linalg.map {{.*}}{__inplace_operands_attr__ = ["true", "true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @map_into_input(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%a : tensor<8xf32>)
  return %0 : tensor<8xf32>
}

// -----

// linalg.transpose into its own input is not elementwise: out of place.
// CHECK-LABEL: func @transpose_into_input(
// CHECK-SAME: tensor<4x4xf32> {bufferization.access = "read"}
// CHECK: linalg.transpose {{.*}}{__inplace_operands_attr__ = ["true", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @transpose_into_input(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) permutation = [1, 0]
  return %0 : tensor<4x4xf32>
}

// -----

// Two fills of the same tensor.empty, both results live. fill does not read
// its outs, so the only conflict is: the second fill writes %e, and the
// return reads the first fill's result (an alias of %e) afterwards.
// Bottom-up decides the second fill first (in place); the first fill then
// goes out of place (a new allocation, no copy).
// CHECK-LABEL: func @fill_empty_twice(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "true"]}
func.func @fill_empty_twice(%f: f32, %g: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%g : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}
