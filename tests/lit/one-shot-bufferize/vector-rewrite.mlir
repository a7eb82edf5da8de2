// Bufferized vector ops on tensors: transfer_read and gather read the
// source's buffer; transfer_write and scatter become their memref forms
// (no result) on the destination's buffer, or on a new buffer when the
// destination is out of place: a copy of the old contents unless the write
// covers all of it (see vector.mlir for the rule).
// CHECK lines hold for both passes; OURS / UPSTREAM lines where the copy
// differs: upstream omits the copy for a write of one row and for a write
// under a mask operand (the new buffer then holds uninitialised elements
// where the write does not reach: a miscompile, run in
// tests/e2e/bufferize/vector_write_partial_cover.mlir), and copies for a
// transposed write that covers all of the destination.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// In place: no allocation.
// CHECK-LABEL: func @read_then_write(
// CHECK-SAME: %[[T:.*]]: memref<16xf32, strided<[?], offset: ?>>, %[[I:.*]]: index
// CHECK-NOT: memref.alloc
// CHECK: %[[V:.*]] = vector.transfer_read %[[T]][%[[I]]], %{{.*}} {in_bounds = [true]} : memref<16xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK: %[[W:.*]] = arith.addf %[[V]], %[[V]]{{([^[:alnum:]_]|$)}}
// CHECK: vector.transfer_write %[[W]], %[[T]][%[[I]]] {in_bounds = [true]} : vector<4xf32>, memref<16xf32, strided<[?], offset: ?>>
// CHECK: return %[[T]]{{([^[:alnum:]_]|$)}}
func.func @read_then_write(%t: tensor<16xf32>, %i: index) -> tensor<16xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[%i], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  %r = vector.transfer_write %w, %t[%i] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The destination is read afterwards: the write goes to a copy.
// CHECK-LABEL: func @partial_write_copy(
// CHECK-SAME: %[[T:.*]]: memref<16xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}] {in_bounds = [true]} : vector<4xf32>, memref<16xf32>
// CHECK: vector.transfer_read %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @partial_write_copy(%t: tensor<16xf32>, %v: vector<4xf32>) -> (tensor<16xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
  %x = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  return %r, %x : tensor<16xf32>, vector<4xf32>
}

// -----

// A write that covers the destination: a new buffer, no copy.
// CHECK-LABEL: func @full_write_no_copy(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT: memref.copy
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}] {in_bounds = [true]}
// CHECK: vector.transfer_read %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @full_write_no_copy(%t: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %x = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<4xf32>, vector<4xf32>
  return %r, %x : tensor<4xf32>, vector<4xf32>
}

// -----

// Row 0 of a 4x8 tensor: the copy keeps rows 1 to 3 (upstream omits it).
// CHECK-LABEL: func @one_row_copy(
// CHECK-SAME: %[[T:.*]]: memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// OURS-NEXT: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-NOT: memref.copy
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}, %{{.*}}] {in_bounds = [true]} : vector<8xf32>, memref<4x8xf32>
// CHECK: memref.load %[[T]]{{([^[:alnum:]_]|$)}}
func.func @one_row_copy(%t: tensor<4x8xf32>, %v: vector<8xf32>) -> (tensor<4x8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, tensor<4x8xf32>
  %x = tensor.extract %t[%c1, %c1] : tensor<4x8xf32>
  return %r, %x : tensor<4x8xf32>, f32
}

// -----

// Under a mask operand: the copy keeps the masked-off elements (upstream
// omits it).
// CHECK-LABEL: func @mask_operand_copy(
// CHECK-SAME: %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// OURS-NEXT: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-NOT: memref.copy
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}], %{{.*}} {in_bounds = [true]} : vector<4xf32>, memref<4xf32>
// CHECK: memref.load %[[T]]{{([^[:alnum:]_]|$)}}
func.func @mask_operand_copy(%t: tensor<4xf32>, %v: vector<4xf32>, %m: vector<4xi1>) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0], %m {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

// A transposed write covering the destination: no copy (upstream copies).
// CHECK-LABEL: func @transposed_full_write(
// CHECK-SAME: %[[T:.*]]: memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// OURS-NOT: memref.copy
// UPSTREAM-NEXT: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}, %{{.*}}] {in_bounds = [true, true], permutation_map = #map} : vector<4x8xf32>, memref<8x4xf32>
// CHECK: memref.load %[[T]]{{([^[:alnum:]_]|$)}}
func.func @transposed_full_write(%t: tensor<8x4xf32>, %v: vector<4x8xf32>) -> (tensor<8x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<8x4xf32>
  %x = tensor.extract %t[%c0, %c0] : tensor<8x4xf32>
  return %r, %x : tensor<8x4xf32>, f32
}

// -----

// gather reads the base's buffer; scatter writes a copy of it (the base
// is read afterwards).
// CHECK-LABEL: func @gather_scatter(
// CHECK-SAME: %[[T:.*]]: memref<16xf32, strided<[?], offset: ?>>
// CHECK: vector.gather %[[T]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32, strided<[?], offset: ?>>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: vector.scatter %[[A]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>{{$}}
// CHECK: memref.load %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK: return %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
func.func @gather_scatter(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>) -> (vector<4xf32>, tensor<16xf32>, f32) {
  %c0 = arith.constant 0 : index
  %g = vector.gather %t[%c0] [%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %t[%c0] [%idx], %m, %p : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  %x = tensor.extract %t[%c0] : tensor<16xf32>
  return %g, %s, %x : vector<4xf32>, tensor<16xf32>, f32
}

// -----

// The vectorizer's loop runs on subviews of the arguments, with no
// allocation. Upstream copies the written tile onto itself (the
// insert_slice of a tile written in place); ferrobuf does not.
// CHECK-LABEL: func @vectorized_loop(
// CHECK-SAME: %[[A:[^:]*]]: memref<64xf32, strided<[?], offset: ?>>, %[[B:[^:]*]]: memref<64xf32, strided<[?], offset: ?>>, %[[O:[^:]*]]: memref<64xf32, strided<[?], offset: ?>>
// CHECK-NOT: memref.alloc
// The loop writes %out in place: upstream carries its buffer as an
// iter_arg it only forwards (left to canonicalize); ferrobuf's loop has
// none and writes the argument's buffer directly.
// UPSTREAM: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[O]]) -> (memref<64xf32, strided<[?], offset: ?>>) {
// OURS: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[SA:.*]] = memref.subview %[[A]][%[[I]]] [8] [1]
// CHECK: %[[SB:.*]] = memref.subview %[[B]][%[[I]]] [8] [1]
// UPSTREAM: %[[SO:.*]] = memref.subview %[[ACC]][%[[I]]] [8] [1]
// OURS: %[[SO:.*]] = memref.subview %[[O]][%[[I]]] [8] [1]
// CHECK: vector.transfer_read %[[SA]]{{([^[:alnum:]_]|$)}}
// CHECK: vector.transfer_read %[[SB]]{{([^[:alnum:]_]|$)}}
// CHECK: vector.transfer_write %{{.*}}, %[[SO]][%{{.*}}] {in_bounds = [true]}
// OURS-NOT: memref.copy
// UPSTREAM: memref.copy
// UPSTREAM: scf.yield %[[ACC]]{{([^[:alnum:]_]|$)}}
// OURS: }
// OURS-NEXT: return %[[O]]{{([^[:alnum:]_]|$)}}
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

// -----

// A masked read (vector.mask without tensor results) takes the source's
// buffer inside the vector.mask; a masked write in place keeps its
// vector.mask, now without results.
// CHECK-LABEL: func @masked_in_place(
// CHECK-SAME: %[[T:[^:]*]]: memref<16xf32, strided<[?], offset: ?>>, %[[U:[^:]*]]: memref<16xf32, strided<[?], offset: ?>>
// CHECK-NOT: memref.alloc
// CHECK: %[[R:.*]] = vector.mask %{{.*}} { vector.transfer_read %[[T]][%{{.*}}], %{{.*}} : memref<16xf32, strided<[?], offset: ?>>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}} { vector.transfer_write %[[R]], %[[U]][%{{.*}}] : vector<4xf32>, memref<16xf32, strided<[?], offset: ?>> } : vector<4xi1>{{$}}
// CHECK: return %[[U]]{{([^[:alnum:]_]|$)}}
func.func @masked_in_place(%t: tensor<16xf32>, %u: tensor<16xf32>, %i: index, %m: vector<4xi1>) -> tensor<16xf32> {
  %pad = arith.constant 0.0 : f32
  %r = vector.mask %m { vector.transfer_read %t[%i], %pad : tensor<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %w = vector.mask %m { vector.transfer_write %r, %u[%i] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  return %w : tensor<16xf32>
}

// -----

// The tile of %t goes out of place (%t is read before the insert_slice
// writes it back), and the transfer_write overwrites all of the tile: its
// buffer is allocated without a copy of the slice (both; ferrobuf used to
// copy).
// CHECK-LABEL: func @out_of_place_tile_overwritten(
// CHECK-SAME: %[[T:[^:]*]]: memref<16xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}] {in_bounds = [true]}
// CHECK-NEXT: vector.transfer_read %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: memref.copy %[[A]], %[[S]]{{([^[:alnum:]_]|$)}}
func.func @out_of_place_tile_overwritten(%t: tensor<16xf32>, %v: vector<4xf32>, %i: index) -> (tensor<16xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
  %w = vector.transfer_write %v, %s[%c0] {in_bounds = [true]} : vector<4xf32>, tensor<4xf32>
  %x = vector.transfer_read %t[%c0], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
  %r = tensor.insert_slice %w into %t[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r, %x : tensor<16xf32>, vector<4xf32>
}
