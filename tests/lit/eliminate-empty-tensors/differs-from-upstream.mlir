// Cases where ferrobuf's output differs from upstream's --eliminate-empty-tensors;
// each says why. UPSTREAM lines check upstream's output, BUF lines the
// allocations and copies left after ferrobuf's One-Shot Bufferize, UPBUF
// lines those after upstream's elimination and One-Shot Bufferize.
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-eliminate-empty-tensors)' | FileCheck %s
// RUN: mlir-opt %s -split-input-file --eliminate-empty-tensors | FileCheck %s --check-prefix=UPSTREAM
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-eliminate-empty-tensors,ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s -split-input-file --pass-pipeline='builtin.module(eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s --check-prefix=UPBUF

// A chain of insertions: %e is inserted into %t, itself inserted into %d.
// Ferrobuf rewrites the outer insertion first, so the inner slice is a
// slice of %d's slice: no allocation, no copy. Upstream rewrites the inner
// one first (a slice of the intermediate empty %t), then replaces only the
// insertion's use of %t: %t is still allocated and copied.
// CHECK-LABEL: func.func @chain(
//  CHECK-SAME:     %[[D:.*]]: tensor<64xf32>, %[[X:.*]]: f32)
//       CHECK:   %[[OUTER:.*]] = tensor.extract_slice %[[D]][16] [16] [1]
//       CHECK:   %[[INNER:.*]] = tensor.extract_slice %[[OUTER]][4] [4] [1]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[INNER]] : tensor<4xf32>)
//       CHECK:   %[[A:.*]] = tensor.insert_slice %[[F]] into %[[OUTER]][4] [4] [1]
//       CHECK:   tensor.insert_slice %[[A]] into %[[D]][16] [16] [1]
// UPSTREAM-LABEL: func.func @chain(
//       UPSTREAM:   %[[OUTER:.*]] = tensor.extract_slice %{{.*}}[16] [16] [1]
//       UPSTREAM:   %[[T:.*]] = tensor.empty() : tensor<16xf32>
//       UPSTREAM:   tensor.extract_slice %[[T]][4] [4] [1]
// BUF-LABEL: func.func @chain(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
func.func @chain(%d: tensor<64xf32>, %x: f32) -> tensor<64xf32> {
  %t = tensor.empty() : tensor<16xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.insert_slice %f into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %r = tensor.insert_slice %a into %d[16] [16] [1] : tensor<16xf32> into tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// The destination's old contents in the slice are read (tensor.extract)
// between the fill and the insertion: computing into the slice would make
// One-Shot allocate and copy the slice's old contents. Ferrobuf leaves the
// empty alone; upstream replaces it (same allocation, plus a copy of the
// old contents).
// CHECK-LABEL: func.func @slice_read_before_insertion(
//   CHECK-NOT:   tensor.extract_slice
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
// UPSTREAM-LABEL: func.func @slice_read_before_insertion(
//       UPSTREAM:   %[[S:.*]] = tensor.extract_slice
//       UPSTREAM:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @slice_read_before_insertion(%d: tensor<16xf32>, %x: f32) -> (tensor<16xf32>, f32) {
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = tensor.extract %d[%c2] : tensor<16xf32>
  %r = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r, %v : tensor<16xf32>, f32
}

// -----

// Materialized into a destination tensor: ferrobuf's One-Shot would still
// allocate and copy (it does not put the fill in place on the argument the
// materialization then writes), so the replacement would gain nothing and
// ferrobuf leaves the empty alone. Upstream replaces it.
// CHECK-LABEL: func.func @materialize_tensor(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<4xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<4xf32>)
// UPSTREAM-LABEL: func.func @materialize_tensor(
//  UPSTREAM-SAME:     %[[D:.*]]: tensor<4xf32>,
//       UPSTREAM:   linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : tensor<4xf32>)
func.func @materialize_tensor(%d: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %f in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// The destination is defined after the fill: no point dominates the fill
// and follows the destination. Ferrobuf never moves existing ops: it
// re-creates the fill right before the insertion, on the destination's
// slice (the fill's value is its scalar, the same at both points); the
// old fill, now unused, is erased. Upstream moves the destination's
// definition before the fill instead, and its One-Shot then copies the
// slice onto itself.
// CHECK-LABEL: func.func @destination_defined_late(
//  CHECK-SAME:     %[[X:.*]]: f32, %[[N:.*]]: index)
//   CHECK-NOT:   linalg.fill
//       CHECK:   %[[DST:.*]] = tensor.empty(%[[N]]) : tensor<?xf32>
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[DST]][0] [4] [1]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[S]] : tensor<4xf32>)
//       CHECK:   tensor.insert_slice %[[F]] into %[[DST]][0] [4] [1]
// UPSTREAM-LABEL: func.func @destination_defined_late(
//       UPSTREAM:   %[[DST:.*]] = tensor.empty(%{{.*}}) : tensor<?xf32>
//       UPSTREAM:   %[[S:.*]] = tensor.extract_slice %[[DST]][0] [4] [1]
//       UPSTREAM:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
// BUF-LABEL: func.func @destination_defined_late(
//       BUF:   memref.alloc(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
// UPBUF-LABEL: func.func @destination_defined_late(
//       UPBUF:   memref.alloc(
//       UPBUF:   memref.copy
func.func @destination_defined_late(%x: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty(%n) : tensor<?xf32>
  %r = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// One fill of an empty inserted twice. The first insertion's slice
// replaces the empty; the second insertion's leaf is the same operand, so
// the fill is re-created before the second insertion on its slice. No
// allocation, no copy. Upstream replaces the empty for the first insertion
// only; reading the fill (now in %d's slice [4]) for the second insertion,
// which writes %d, makes its One-Shot allocate and copy twice.
// CHECK-LABEL: func.func @fill_inserted_twice(
//  CHECK-SAME:     %[[D:.*]]: tensor<16xf32>, %[[X:.*]]: f32)
//       CHECK:   %[[S1:.*]] = tensor.extract_slice %[[D]][4] [4] [1]
//       CHECK:   %[[F1:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[S1]] : tensor<4xf32>)
//       CHECK:   %[[R1:.*]] = tensor.insert_slice %[[F1]] into %[[D]][4] [4] [1]
//       CHECK:   %[[S2:.*]] = tensor.extract_slice %[[R1]][8] [4] [1]
//       CHECK:   %[[F2:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[S2]] : tensor<4xf32>)
//       CHECK:   tensor.insert_slice %[[F2]] into %[[R1]][8] [4] [1]
// UPSTREAM-LABEL: func.func @fill_inserted_twice(
//       UPSTREAM:   %[[F:.*]] = linalg.fill
//       UPSTREAM:   %[[R1:.*]] = tensor.insert_slice %[[F]]{{([^[:alnum:]_]|$)}}
//       UPSTREAM:   tensor.insert_slice %[[F]] into %[[R1]][8] [4] [1]
// BUF-LABEL: func.func @fill_inserted_twice(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
// UPBUF-LABEL: func.func @fill_inserted_twice(
//       UPBUF:   memref.alloc
//       UPBUF:   memref.copy
//       UPBUF:   memref.copy
func.func @fill_inserted_twice(%d: tensor<16xf32>, %x: f32) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %d[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %r2 = tensor.insert_slice %f into %r[8] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r2 : tensor<16xf32>
}

// -----

// An empty computed into by an scf.for through its iter_arg; the loop's
// result is inserted. Both replace the empty by the destination's slice;
// ferrobuf's One-Shot then drops the loop-carried buffer and the copy of
// the slice onto itself (no allocation, no copy); upstream's leaves that
// copy (until canonicalize and cse).
// CHECK-LABEL: func.func @loop_result_inserted(
//  CHECK-SAME:     %[[D:.*]]: tensor<16xf32>, %[[X:.*]]: f32)
//       CHECK:   %[[S:.*]] = tensor.extract_slice %[[D]][4] [4] [1]
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[X]] : f32) outs(%[[S]] : tensor<4xf32>)
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[F]])
// BUF-LABEL: func.func @loop_result_inserted(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
// UPBUF-LABEL: func.func @loop_result_inserted(
//   UPBUF-NOT:   memref.alloc
//       UPBUF:   memref.copy
func.func @loop_result_inserted(%d: tensor<16xf32>, %x: f32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %l = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %f) -> (tensor<4xf32>) {
    %v = tensor.extract %t[%i] : tensor<4xf32>
    %s = arith.addf %v, %x : f32
    %u = tensor.insert %s into %t[%i] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %r = tensor.insert_slice %l into %d[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Each branch of an scf.if fills its own empty; the if's result is
// inserted. Both replace both empties by the destination's slice. With
// every branch yielding, in place, the matching slice, ferrobuf's One-Shot
// keeps the matching extract_slice/insert_slice pair through the if and
// drops the copy of the if's result (the slice, in either branch) onto the
// slice: no allocation, no copy. Upstream's leaves that copy.
// CHECK-LABEL: func.func @if_result_inserted(
//       CHECK:   scf.if
//       CHECK:     %[[S1:.*]] = tensor.extract_slice %{{.*}}[4] [4] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S1]] : tensor<4xf32>)
//       CHECK:   } else {
//       CHECK:     %[[S2:.*]] = tensor.extract_slice %{{.*}}[4] [4] [1]
//       CHECK:     linalg.fill ins(%{{.*}} : f32) outs(%[[S2]] : tensor<4xf32>)
// BUF-LABEL: func.func @if_result_inserted(
//   BUF-NOT:   memref.alloc
//   BUF-NOT:   memref.copy
//       BUF:   return
// UPBUF-LABEL: func.func @if_result_inserted(
//   UPBUF-NOT:   memref.alloc
//       UPBUF:   memref.copy
func.func @if_result_inserted(%d: tensor<16xf32>, %x: f32, %c: i1) -> tensor<16xf32> {
  %r0 = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %e2 = tensor.empty() : tensor<4xf32>
    %y = arith.addf %x, %x : f32
    %f2 = linalg.fill ins(%y : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f2 : tensor<4xf32>
  }
  %r = tensor.insert_slice %r0 into %d[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// One branch reads the destination's old contents in the slice after its
// fill: that branch keeps its empty (upstream replaces it, and its
// One-Shot then gives that fill a new buffer). The other branch's
// replacement stays: the if's result is the slice in that branch and a
// new buffer in the other, which matches the insertion (the insertion
// copies the slice onto itself when that branch runs, as upstream's).
// CHECK-LABEL: func.func @if_one_branch_reads_old_contents(
//       CHECK:   scf.if
//   CHECK-NOT:   tensor.extract_slice
//       CHECK:   } else {
//       CHECK:     %[[S:.*]] = tensor.extract_slice
//       CHECK:     linalg.fill {{.*}} outs(%[[S]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return
// UPSTREAM-LABEL: func.func @if_one_branch_reads_old_contents(
//       UPSTREAM:   tensor.extract_slice
func.func @if_one_branch_reads_old_contents(%d: tensor<16xf32>, %x: f32, %c: i1) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %r0 = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %old = tensor.extract %d[%c5] : tensor<16xf32>
    %t = tensor.insert %old into %f[%c0] : tensor<4xf32>
    scf.yield %t : tensor<4xf32>
  } else {
    %e2 = tensor.empty() : tensor<4xf32>
    %f2 = linalg.fill ins(%x : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f2 : tensor<4xf32>
  }
  %r = tensor.insert_slice %r0 into %d[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// The destination's old value is read after the insertion, so the
// insertion writes into a copy of it. Upstream replaces the empty by a
// slice of the destination itself, which One-Shot then copies too (written
// while the old value is still read): the same allocations and copies as
// with the empty. Ferrobuf leaves the empty (deciding so from the first
// analysis, instead of undoing the replacement after a second one).
// CHECK-LABEL: func.func @insertion_into_copy(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<8xf32>
//       CHECK:   linalg.generic {{.*}} outs(%[[E]] : tensor<8xf32>)
// UPSTREAM-LABEL: func.func @insertion_into_copy(
//  UPSTREAM-SAME:     %{{.*}}: tensor<64xf32>, %[[D:.*]]: tensor<64xf32>)
//       UPSTREAM:   %[[S:.*]] = tensor.extract_slice %[[D]][28] [8] [1]
//       UPSTREAM:   linalg.generic {{.*}} outs(%[[S]] : tensor<8xf32>)
// BUF-LABEL: func.func @insertion_into_copy(
// BUF-COUNT-2: memref.alloc
// BUF-COUNT-2: memref.copy
//   BUF-NOT:   memref.alloc
//       BUF:   return
// UPBUF-LABEL: func.func @insertion_into_copy(
// UPBUF-COUNT-2: memref.alloc
// UPBUF-COUNT-2: memref.copy
//   UPBUF-NOT:   memref.alloc
//       UPBUF:   return
func.func @insertion_into_copy(%a: tensor<64xf32>, %d: tensor<64xf32>) -> (tensor<64xf32>, f32) {
  %c30 = arith.constant 30 : index
  %s = tensor.extract_slice %a[28] [8] [1] : tensor<64xf32> to tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  %r = tensor.insert_slice %g into %d[28] [8] [1] : tensor<8xf32> into tensor<64xf32>
  %v = tensor.extract %d[%c30] : tensor<64xf32>
  return %r, %v : tensor<64xf32>, f32
}
