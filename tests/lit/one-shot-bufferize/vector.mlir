// One-Shot Analysis of vector ops on tensors. Annotations list every
// operand (vectors, indices and masks are "none"):
// - vector.transfer_read / vector.gather read their source, nothing else;
// - vector.transfer_write writes its destination (operand 1), its result
//   is equivalent to it, and it reads it unless the write overwrites all
//   of it: a static shape, constant 0 indices, no mask, every dimension
//   of size 1 or covered by the vector through the permutation map;
// - vector.scatter reads and writes its base (operand 0), equivalent to
//   its result;
// - vector.mask runs its one masked op once; its vector.yield (implicit
//   in the printed form, so its annotation is not printed) yields the
//   masked op's result, which the vector.mask result is equivalent to; a
//   masked transfer_write always reads its destination.
// CHECK lines are what both passes print. Where the read rule differs,
// OURS / UPSTREAM lines say which: upstream compares the destination and
// vector shapes dimension by dimension, without the permutation map and
// without the mask operand, which makes it take a write of one row or a
// write under a mask for a full overwrite (wrong: the copy it then makes
// for an out-of-place write misses the elements that are not written,
// see vector-rewrite.mlir), and a transposed full write for a partial one
// (only conservative).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// A read, then a write of the same tile: the read happens before the
// write, all in place; the write reads (offset %i is not constant).
// CHECK-LABEL: func @read_then_write(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: vector.transfer_read {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"], in_bounds = [true]}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], in_bounds = [true]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @read_then_write(%t: tensor<16xf32>, %i: index) -> tensor<16xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%i], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  %r = vector.transfer_write %w, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The destination is read after the write: out of place.
// CHECK-LABEL: func @write_then_read_dest(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"], in_bounds = [true]}
// CHECK: vector.transfer_read {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"], in_bounds = [true]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @write_then_read_dest(%t: tensor<16xf32>, %v: vector<4xf32>) -> (tensor<16xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %x = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  return %r, %x : tensor<16xf32>, vector<4xf32>
}

// -----

// Writes that overwrite the whole destination do not read it: the
// argument is only written. A vector larger than the tensor (elements out
// of bounds are dropped) and size-1 dimensions the vector does not cover
// count as covered; a dynamic shape does not.
// CHECK-LABEL: func @full_writes(
// CHECK-SAME: tensor<4x8xf32> {bufferization.access = "write"}
// CHECK-SAME: tensor<4xf32> {bufferization.access = "write"}
// CHECK-SAME: tensor<1x8xf32> {bufferization.access = "write"}
// CHECK-SAME: tensor<f32> {bufferization.access = "write"}
// CHECK-SAME: tensor<?xf32> {bufferization.access = "read-write"}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true, true]}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true]}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true"]}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, 1, 2, 3, 4], __inplace_operands_attr__ = ["true", "true", "true", "true", "true"]}
func.func @full_writes(%a: tensor<4x8xf32>, %b: tensor<4xf32>, %c: tensor<1x8xf32>, %d: tensor<f32>, %e: tensor<?xf32>,
                       %v: vector<4x8xf32>, %w: vector<8xf32>, %s: vector<f32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<1x8xf32>, tensor<f32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %0 = vector.transfer_write %v, %a[%c0, %c0] {in_bounds = [true, true]} : vector<4x8xf32>, tensor<4x8xf32>
  %1 = vector.transfer_write %w, %b[%c0] : vector<8xf32>, tensor<4xf32>
  %2 = vector.transfer_write %w, %c[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<1x8xf32>
  %3 = vector.transfer_write %s, %d[] : vector<f32>, tensor<f32>
  %4 = vector.transfer_write %w, %e[%c0] : vector<8xf32>, tensor<?xf32>
  return %0, %1, %2, %3, %4 : tensor<4x8xf32>, tensor<4xf32>, tensor<1x8xf32>, tensor<f32>, tensor<?xf32>
}

// -----

// A transposed write of a 4x8 vector into a tensor<8x4xf32> covers all of
// it (ours: write only); upstream compares 8x4 with 4x8 dimension by
// dimension and counts a read.
// CHECK-LABEL: func @full_transposed(
// OURS-SAME: tensor<8x4xf32> {bufferization.access = "write"}
// UPSTREAM-SAME: tensor<8x4xf32> {bufferization.access = "read-write"}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true, true], permutation_map = #map}
func.func @full_transposed(%t: tensor<8x4xf32>, %v: vector<4x8xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// A vector<8xf32> written at [0, 0] of a tensor<4x8xf32> (minor identity
// map) writes row 0 only: rows 1 to 3 keep the destination's contents,
// which the write therefore reads. Upstream compares 4 with 8 and counts
// no read.
// CHECK-LABEL: func @one_row(
// OURS-SAME: tensor<4x8xf32> {bufferization.access = "read-write"}
// UPSTREAM-SAME: tensor<4x8xf32> {bufferization.access = "write"}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true]}
func.func @one_row(%t: tensor<4x8xf32>, %v: vector<8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A write under a mask operand keeps the masked-off elements: it reads
// its destination (upstream ignores the mask operand), unless the mask is
// a constant with every lane set (both).
// CHECK-LABEL: func @mask_operand(
// OURS-SAME: tensor<4xf32> {bufferization.access = "read-write"}
// UPSTREAM-SAME: tensor<4xf32> {bufferization.access = "write"}
// CHECK-SAME: tensor<4xf32> {bufferization.access = "write"}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true]}
// CHECK: vector.constant_mask
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true]}
func.func @mask_operand(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: vector<4xf32>, %m: vector<4xi1>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0], %m {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %all = vector.constant_mask [4] : vector<4xi1>
  %s = vector.transfer_write %v, %u[%c0], %all {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  return %r, %s : tensor<4xf32>, tensor<4xf32>
}

// -----

// gather reads its base; scatter reads and writes it, in place unless the
// base is read afterwards.
// CHECK-LABEL: func @gather_scatter(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: vector.gather {{.*}}{__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]}
// CHECK: vector.scatter {{.*}}{__inplace_operands_attr__ = ["false", "none", "none", "none", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: vector.scatter {{.*}}{__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]}
// CHECK: return {__equivalent_func_args__ = [-1, -1, 1, -1], __inplace_operands_attr__ = ["none", "true", "true", "none"]}
func.func @gather_scatter(%a: tensor<16xf32>, %b: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>)
    -> (vector<4xf32>, tensor<16xf32>, tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %a[%c0] [%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %a[%c0] [%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %x = tensor.extract %a[%c0] : tensor<16xf32>
  %t = vector.scatter %b[%c0] [%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %g, %s, %t, %x : vector<4xf32>, tensor<16xf32>, tensor<16xf32>, f32
}

// -----

// vector.mask: the masked write is in place and the mask result is
// equivalent to the argument; a full-size write under vector.mask reads
// its destination; a masked read only reads.
// CHECK-LABEL: func @masked_ops(
// CHECK-SAME: tensor<4xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK: vector.mask %{{.*}} { vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], in_bounds = [true]}
// CHECK: vector.mask %{{.*}} { vector.transfer_read {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @masked_ops(%t: tensor<4xf32>, %u: tensor<16xf32>, %v: vector<4xf32>, %m: vector<4xi1>, %i: index) -> (tensor<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = vector.mask %m { vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32> } : vector<4xi1> -> tensor<4xf32>
  %x = vector.mask %m { vector.transfer_read %u[%i], %pad : tensor<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %r, %x : tensor<4xf32>, vector<4xf32>
}

// -----

// The destination of a masked write is read afterwards: out of place
// (the analysis of both; upstream then fails to bufferize it, see
// vector-rewrite.mlir). A write into the mask's result is out of place
// too, since the result is returned as well.
// CHECK-LABEL: func @masked_write_conflicts(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK: vector.mask %{{.*}} { vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "true", "none"]}
func.func @masked_write_conflicts(%t: tensor<16xf32>, %i: index, %v: vector<4xf32>, %m: vector<4xi1>, %f: f32) -> (tensor<16xf32>, tensor<16xf32>, f32) {
  %r = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  %x = tensor.extract %t[%i] : tensor<16xf32>
  %s = tensor.insert %f into %r[%i] : tensor<16xf32>
  return %r, %s, %x : tensor<16xf32>, tensor<16xf32>, f32
}

// -----

// A vector.mask without a masked op, yielding a tensor from outside: its
// result is that tensor (upstream's analysis agrees; its rewrite crashes
// on this input, see vector-rewrite.mlir).
// CHECK-LABEL: func @mask_yields_outside_tensor(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK: vector.mask %{{.*}} { vector.yield {__inplace_operands_attr__ = ["true"]} %{{.*}} : tensor<16xf32> }
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @mask_yields_outside_tensor(%t: tensor<16xf32>, %m: vector<4xi1>) -> tensor<16xf32> {
  %r = vector.mask %m { vector.yield %t : tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The vectorizer's loop: extract_slice, transfer_read, compute,
// transfer_write into the accumulator's tile, insert_slice back. All in
// place: no allocation.
// CHECK-LABEL: func @vectorized_loop(
// CHECK-SAME: tensor<64xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<64xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<64xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: vector.transfer_read {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"], in_bounds = [true]}
// CHECK: vector.transfer_read {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"], in_bounds = [true]}
// CHECK: vector.transfer_write {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"], in_bounds = [true]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]}
func.func @vectorized_loop(%a: tensor<64xf32>, %b: tensor<64xf32>, %out: tensor<64xf32>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %out) -> tensor<64xf32> {
    %sa = tensor.extract_slice %a[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %sb = tensor.extract_slice %b[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %so = tensor.extract_slice %acc[%i] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %va = vector.transfer_read %sa[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
    %vb = vector.transfer_read %sb[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
    %vs = arith.addf %va, %vb : vector<8xf32>
    %w = vector.transfer_write %vs, %so[%c0] {in_bounds = [true]} : vector<8xf32>, tensor<8xf32>
    %ins = tensor.insert_slice %w into %acc[%i] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %ins : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}
