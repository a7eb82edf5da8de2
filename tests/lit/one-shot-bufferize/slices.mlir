// One-Shot Analysis of tensor.extract_slice / tensor.insert_slice. An
// extract_slice bufferized in place is a subview (an alias of its source,
// neither read nor written by itself); out of place it is a new buffer.
// insert_slice operands are [source, dest, dynamic offsets/sizes...]: the
// source is read, the dest is written (and read where not overwritten).
// An insert_slice does not conflict with the extract_slice of exactly the
// same subset of the same tensor (matching pair); there is no other subset
// reasoning through aliases.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs, except
// the OURS lines (ferrobuf only; UPSTREAM lines are upstream only) of
// @disjoint_read: ferrobuf knows that a write into the slice %t[0:8] cannot
// change what a read of the slice %t[8:16] sees, so everything stays in place.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// Matching extract_slice/insert_slice pair (same offsets, sizes, strides):
// the fill writes %t[4:12] through the subview, and the insert_slice writes
// the same subset back, which is no conflict. Everything is in place.
// CHECK-LABEL: func @matching_pair(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @matching_pair(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[4][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// Non-matching pair: the tile is extracted from [4:12] but inserted at
// [0:8]. In place, the fill would overwrite %t[8:12], which the insert_slice
// still reads (its dest keeps the original elements outside [0:8]). The
// extract_slice goes out of place (bottom-up decides the insert_slice
// first).
// CHECK-LABEL: func @nonmatching_pair(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @nonmatching_pair(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// Dynamic offsets and sizes that are the same SSA values: still a matching
// pair, all in place. The dynamic offset/size operands are "none".
// CHECK-LABEL: func @dynamic_matching(
// CHECK-SAME: tensor<?xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @dynamic_matching(%t: tensor<?xf32>, %o: index, %sz: index, %f: f32) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%o][%sz][1] : tensor<?xf32> to tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[%o][%sz][1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// Different dynamic offsets (%o vs %o2): the subsets may differ, so this is
// handled like @nonmatching_pair: the extract_slice goes out of place.
// CHECK-LABEL: func @dynamic_different(
// CHECK-SAME: tensor<?xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false", "none", "none"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none", "none"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @dynamic_different(%t: tensor<?xf32>, %o: index, %o2: index, %sz: index, %f: f32) -> tensor<?xf32> {
  %s = tensor.extract_slice %t[%o][%sz][1] : tensor<?xf32> to tensor<?xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t[%o2][%sz][1] : tensor<?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// Nested matching pairs (a tile of a tile): all in place.
// CHECK-LABEL: func @nested_slices(
// CHECK-SAME: tensor<16x16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @nested_slices(%t: tensor<16x16xf32>, %f: f32) -> tensor<16x16xf32> {
  %s = tensor.extract_slice %t[0, 0][8, 16][1, 1] : tensor<16x16xf32> to tensor<8x16xf32>
  %ss = tensor.extract_slice %s[0, 4][8, 4][1, 1] : tensor<8x16xf32> to tensor<8x4xf32>
  %0 = linalg.fill ins(%f : f32) outs(%ss : tensor<8x4xf32>) -> tensor<8x4xf32>
  %1 = tensor.insert_slice %0 into %s[0, 4][8, 4][1, 1] : tensor<8x4xf32> into tensor<8x16xf32>
  %2 = tensor.insert_slice %1 into %t[0, 0][8, 16][1, 1] : tensor<8x16xf32> into tensor<16x16xf32>
  return %2 : tensor<16x16xf32>
}

// -----

// Read of a disjoint part of %t after the insert_slice: %t[8:16] is read
// (through another extract_slice) after %t[0:8] is overwritten. The
// analysis does not use subset disjointness between an insert_slice and an
// unrelated extract_slice: both the first extract_slice and the
// insert_slice's dest go out of place (see README: unnecessary copies).
// ferrobuf sees that the two slices are disjoint: no copy at all.
// CHECK-LABEL: func @disjoint_read(
// UPSTREAM-SAME: tensor<16xf32> {bufferization.access = "read"}
// OURS-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// UPSTREAM: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// OURS: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// UPSTREAM: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "false"]}
// OURS: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.copy {__inplace_operands_attr__ = ["true", "true"]}
// UPSTREAM: return {__inplace_operands_attr__ = ["true", "true"]}
// OURS: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]}
func.func @disjoint_read(%t: tensor<16xf32>, %f: f32) -> (tensor<16xf32>, tensor<8xf32>) {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %r = tensor.extract_slice %t[8][8][1] : tensor<16xf32> to tensor<8xf32>
  %2 = tensor.empty() : tensor<8xf32>
  %3 = linalg.copy ins(%r : tensor<8xf32>) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
  return %1, %3 : tensor<16xf32>, tensor<8xf32>
}

// -----

// Same, but the later read (tensor.extract %t[%i]) may overlap the written
// tile: a real conflict, same decisions.
// CHECK-LABEL: func @overlapping_read(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @overlapping_read(%t: tensor<16xf32>, %f: f32, %i: index) -> (tensor<16xf32>, f32) {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %r = tensor.extract %t[%i] : tensor<16xf32>
  return %1, %r : tensor<16xf32>, f32
}

// -----

// Aliasing (spec "Read-after-Write Conflict Detection ... Also takes into
// account aliasing"): %a is a slice of %0; the insert writes %0, the
// extract reads %a afterwards. The conflict can be avoided by a copy at the
// extract_slice or at the insert; bottom-up decides the insert first (in
// place) and then the extract_slice goes out of place.
// CHECK-LABEL: func @slice_alias_read(
// CHECK: tensor.from_elements{{[^{]*$}}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @slice_alias_read(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %a = tensor.extract_slice %0[1][2][1] : tensor<3xf32> to tensor<2xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %a[%idx2] : tensor<2xf32>
  return %1, %r : tensor<3xf32>, f32
}

// -----

// An insert_slice whose source is a function argument: the source is only
// read, both operands are in place (the argument %a is read, %t is
// read-write).
// CHECK-LABEL: func @insert_slice_of_arg_source(
// CHECK-SAME: tensor<4xf32> {bufferization.access = "read"}
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]}
func.func @insert_slice_of_arg_source(%a: tensor<4xf32>, %t: tensor<16xf32>) -> tensor<16xf32> {
  %1 = tensor.insert_slice %a into %t[4][4][1] : tensor<4xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// The tile %s is read (extract) after the fill overwrote it and after the
// insert_slice wrote %t: both the fill (in place it would clobber %s) and
// the extract_slice (in place, the insert_slice would overwrite what %s
// aliases) go out of place.
// CHECK-LABEL: func @slice_read_after_insert_slice(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]}
func.func @slice_read_after_insert_slice(%t: tensor<16xf32>, %f: f32, %i: index) -> (tensor<16xf32>, f32) {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %r = tensor.extract %s[%i] : tensor<8xf32>
  return %1, %r : tensor<16xf32>, f32
}

// -----

// Copy %t[0:8] into %t[8:16]: the insert_slice reads its source (an alias
// of %t) and writes %t in the same op. Upstream treats a read and a write
// of the same op on aliasing buffers as a conflict, so its extract_slice
// goes out of place. ferrobuf sees that the source and destination subsets
// are statically disjoint (a copy between disjoint parts of one buffer):
// in place, no temporary.
// CHECK-LABEL: func @insert_slice_into_own_slice_source(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// OURS: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// UPSTREAM: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @insert_slice_into_own_slice_source(%t: tensor<16xf32>) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %1 = tensor.insert_slice %s into %t[8][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

// Two disjoint tiles written by two fills and inserted one after the other.
// The second tile's fill writes %t[8:16] before the first insert_slice
// reads its dest %t (definition %t -> write by the 2nd fill -> read by the
// 1st insert_slice), so the second extract_slice goes out of place, although
// the clobbered elements are overwritten by the second insert_slice anyway
// (see README: unnecessary copies).
// CHECK-LABEL: func @two_disjoint_tiles(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @two_disjoint_tiles(%t: tensor<16xf32>, %f: f32, %g: f32) -> tensor<16xf32> {
  %s0 = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %s1 = tensor.extract_slice %t[8][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s0 : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.fill ins(%g : f32) outs(%s1 : tensor<8xf32>) -> tensor<8xf32>
  %2 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %3 = tensor.insert_slice %1 into %2[8][8][1] : tensor<8xf32> into tensor<16xf32>
  return %3 : tensor<16xf32>
}

// -----

// The original tile %s is inserted again after the filled tile: it must
// keep its old contents, so the fill and the extract_slice go out of place
// (as in @slice_read_after_insert_slice).
// CHECK-LABEL: func @reread_tile(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: tensor.insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @reread_tile(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[0][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[0][8][1] : tensor<8xf32> into tensor<16xf32>
  %2 = tensor.insert_slice %s into %1[8][8][1] : tensor<8xf32> into tensor<16xf32>
  return %2 : tensor<16xf32>
}
