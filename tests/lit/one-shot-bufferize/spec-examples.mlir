// The One-Shot Bufferize examples of the 2023 LLVM Developers' Meeting
// bufferization tutorial (spec: bufferization-tutorial-2023.md), translated
// to MLIR 22 syntax (bufferization.to_memref is now bufferization.to_buffer,
// to_tensor spells its tensor type, tosa.matmul is replaced by
// tensor.empty + linalg.fill + linalg.batch_matmul, what tosa-to-linalg
// produces). CHECKs are on the fully bufferized IR, with the options the
// spec shows: DEFAULT (no options), FB (bufferize-function-boundaries), ID
// (bufferize-function-boundaries
// function-boundary-type-conversion=identity-layout-map) and DROP (ID
// followed by upstream's drop-equivalent-buffer-results).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs, except
// OURS (ferrobuf only): ferrobuf drops the copy of a buffer onto itself that
// upstream keeps (UPSTREAM) in @add_materialize_eliminated.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize)' -split-input-file %s | FileCheck %s --check-prefixes=DEFAULT,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)' -split-input-file %s | FileCheck %s --check-prefixes=DEFAULT,UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=FB
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=FB
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=ID
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=ID
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},drop-equivalent-buffer-results)' -split-input-file %s | FileCheck %s --check-prefix=DROP
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},drop-equivalent-buffer-results)' -split-input-file %s | FileCheck %s --check-prefix=DROP

// Slide "Running Example" (batched matmul; %A and %B are inputs, %C is the
// output): the inputs are read through `to_tensor restrict` (no copy), the
// result is computed in a new buffer (tensor.empty) and copied into %C by
// materialize_in_destination.
// DEFAULT-LABEL: func @test_matmul(
//  DEFAULT-SAME: %[[A:[a-z0-9]+]]: memref<1x17x19xf32>, %[[B:[a-z0-9]+]]: memref<1x19x29xf32>, %[[C:[a-z0-9]+]]: memref<1x17x29xf32>) {
//   DEFAULT-NOT:   bufferization.to_tensor
//       DEFAULT:   %[[R:.*]] = memref.alloc() {{.*}}: memref<1x17x29xf32>
//       DEFAULT:   linalg.fill ins(%{{.*}} : f32) outs(%[[R]] : memref<1x17x29xf32>)
//       DEFAULT:   linalg.batch_matmul ins(%[[A]], %[[B]] : memref<1x17x19xf32>, memref<1x19x29xf32>) outs(%[[R]] : memref<1x17x29xf32>)
//       DEFAULT:   memref.copy %[[R]], %[[C]] : memref<1x17x29xf32> to memref<1x17x29xf32>
//  DEFAULT-NEXT:   return
func.func @test_matmul(%A: memref<1x17x19xf32>, %B: memref<1x19x29xf32>, %C: memref<1x17x29xf32>) {
  %A_tensor = bufferization.to_tensor %A restrict : memref<1x17x19xf32> to tensor<1x17x19xf32>
  %B_tensor = bufferization.to_tensor %B restrict : memref<1x19x29xf32> to tensor<1x19x29xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<1x17x29xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1x17x29xf32>) -> tensor<1x17x29xf32>
  %0 = linalg.batch_matmul ins(%A_tensor, %B_tensor : tensor<1x17x19xf32>, tensor<1x19x29xf32>) outs(%init : tensor<1x17x29xf32>) -> tensor<1x17x29xf32>
  bufferization.materialize_in_destination %0 in restrict writable %C : (tensor<1x17x29xf32>, memref<1x17x29xf32>) -> ()
  return
}

// -----

// Slides "Bufferization: -one-shot-bufferize" (default options: function
// arguments are read-only, so the insert copies %t; the function keeps its
// tensor signature), "Pass Options (1)" (bufferize-function-boundaries: in
// place in the argument, fully dynamic layout maps in the signature), "Pass
// Options (2)" (identity-layout-map: identity layouts) and backup slide
// "Pass Options (4)" (then drop-equivalent-buffer-results). Unlike the slide, MLIR 22's
// drop-equivalent-buffer-results leaves public functions alone, so the
// result stays (see @private_test below for the dropped result).
// DEFAULT-LABEL: func @test(
//  DEFAULT-SAME: %[[T:[a-z0-9]+]]: tensor<8xf32>, %[[IDX:[a-z0-9]+]]: index) -> tensor<8xf32> {
//       DEFAULT:   %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
//       DEFAULT:   %[[F:.*]] = arith.constant 5.000000e+00 : f32
//       DEFAULT:   %[[ALLOC:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       DEFAULT:   memref.copy %[[M]], %[[ALLOC]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
//       DEFAULT:   memref.store %[[F]], %[[ALLOC]][%[[IDX]]] : memref<8xf32>
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[ALLOC]] : memref<8xf32> to tensor<8xf32>
//       DEFAULT:   return %[[R]] : tensor<8xf32>
// FB-LABEL: func @test(
//  FB-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %[[IDX:[a-z0-9]+]]: index) -> memref<8xf32, strided<[?], offset: ?>> {
//   FB-NOT:   memref.alloc
//       FB:   %[[F:.*]] = arith.constant 5.000000e+00 : f32
//       FB:   memref.store %[[F]], %[[T]][%[[IDX]]] : memref<8xf32, strided<[?], offset: ?>>
//       FB:   return %[[T]] : memref<8xf32, strided<[?], offset: ?>>
// ID-LABEL: func @test(
//  ID-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %[[IDX:[a-z0-9]+]]: index) -> memref<8xf32> {
//   ID-NOT:   memref.alloc
//       ID:   %[[F:.*]] = arith.constant 5.000000e+00 : f32
//       ID:   memref.store %[[F]], %[[T]][%[[IDX]]] : memref<8xf32>
//       ID:   return %[[T]] : memref<8xf32>
// DROP-LABEL: func @test(
//  DROP-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %[[IDX:[a-z0-9]+]]: index) -> memref<8xf32> {
//       DROP:   memref.store %{{.*}}, %[[T]][%[[IDX]]] : memref<8xf32>
//       DROP:   return %[[T]] : memref<8xf32>
func.func @test(%t: tensor<8xf32>, %idx: index) -> tensor<8xf32> {
  %f = arith.constant 5.0 : f32
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Backup slide "Pass Options (4)" with a private function: the equivalent
// result is dropped from the function and the call.
// DROP-LABEL: func private @private_test(
//  DROP-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %[[IDX:[a-z0-9]+]]: index) {
//       DROP:   memref.store %{{.*}}, %[[T]][%[[IDX]]] : memref<8xf32>
//  DROP-NEXT:   return{{$}}
// DROP-LABEL: func @call_private_test(
//  DROP-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %[[IDX:[a-z0-9]+]]: index) -> memref<8xf32> {
//       DROP:   call @private_test(%[[T]], %[[IDX]]) : (memref<8xf32>, index) -> ()
//       DROP:   return %[[T]] : memref<8xf32>
func.func private @private_test(%t: tensor<8xf32>, %idx: index) -> tensor<8xf32> {
  %f = arith.constant 5.0 : f32
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @call_private_test(%t: tensor<8xf32>, %idx: index) -> tensor<8xf32> {
  %0 = call @private_test(%t, %idx) : (tensor<8xf32>, index) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Slide "Pass Options (3)" (identity-layout-map): the argument is marked
// bufferization.writable = false, so the insert writes a copy, which is
// returned.
// ID-LABEL: func @test_not_writable(
//  ID-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %[[IDX:[a-z0-9]+]]: index) -> memref<8xf32> {
//       ID:   %[[F:.*]] = arith.constant 5.000000e+00 : f32
//       ID:   %[[ALLOC:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       ID:   memref.copy %[[T]], %[[ALLOC]] : memref<8xf32> to memref<8xf32>
//       ID:   memref.store %[[F]], %[[ALLOC]][%[[IDX]]] : memref<8xf32>
//       ID:   return %[[ALLOC]] : memref<8xf32>
func.func @test_not_writable(%t: tensor<8xf32> {bufferization.writable = false}, %idx: index) -> tensor<8xf32> {
  %f = arith.constant 5.0 : f32
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Slide "Example: DPS op" (first version): tensor.insert bufferizes in
// place, to a memref.store into buffer(%t). %t comes from a writable
// to_tensor here, so that it is writable without function-boundary
// bufferization.
// DEFAULT-LABEL: func @dps_insert_in_place(
//  DEFAULT-SAME: %[[M:[a-z0-9]+]]: memref<5xf32>, %[[F:[a-z0-9]+]]: f32, %[[IDX:[a-z0-9]+]]: index) -> tensor<5xf32> {
//   DEFAULT-NOT:   memref.alloc
//       DEFAULT:   memref.store %[[F]], %[[M]][%[[IDX]]] : memref<5xf32>
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[M]] : memref<5xf32> to tensor<5xf32>
//       DEFAULT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @dps_insert_in_place(%m: memref<5xf32>, %f: f32, %idx: index) -> tensor<5xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<5xf32> to tensor<5xf32>
  %r = tensor.insert %f into %t[%idx] : tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// Slide "Example: DPS op" ("There is no guarantee that the result will end
// up in buffer(%t)!"): here %t is a read-only function argument, so the
// insert bufferizes to alloc + copy + store.
// DEFAULT-LABEL: func @dps_insert_out_of_place(
//  DEFAULT-SAME: %[[T:[a-z0-9]+]]: tensor<5xf32>, %[[F:[a-z0-9]+]]: f32, %[[IDX:[a-z0-9]+]]: index) -> tensor<5xf32> {
//       DEFAULT:   %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
//       DEFAULT:   %[[ALLOC:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       DEFAULT:   memref.copy %[[M]], %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   memref.store %[[F]], %[[ALLOC]][%[[IDX]]] : memref<5xf32>
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[ALLOC]] : memref<5xf32> to tensor<5xf32>
//       DEFAULT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @dps_insert_out_of_place(%t: tensor<5xf32>, %f: f32, %idx: index) -> tensor<5xf32> {
  %r = tensor.insert %f into %t[%idx] : tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// Backup slide "Example: DPS op" with tensor.insert_slice: in place, a
// subview of buffer(%t2) and a copy of buffer(%t) into it.
// DEFAULT-LABEL: func @dps_insert_slice(
//  DEFAULT-SAME: %[[T:[a-z0-9]+]]: tensor<5xf32>, %[[M2:[a-z0-9]+]]: memref<10xf32>) -> tensor<10xf32> {
//       DEFAULT:   %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
//   DEFAULT-NOT:   memref.alloc
//       DEFAULT:   %[[SV:.*]] = memref.subview %[[M2]][1] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: 1>>
//       DEFAULT:   memref.copy %[[M]], %[[SV]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[M2]] : memref<10xf32> to tensor<10xf32>
//       DEFAULT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @dps_insert_slice(%t: tensor<5xf32>, %m2: memref<10xf32>) -> tensor<10xf32> {
  %t2 = bufferization.to_tensor %m2 restrict writable : memref<10xf32> to tensor<10xf32>
  %r = tensor.insert_slice %t into %t2[1][5][1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// -----

// Slide "Example: Non-DPS op": tensor.from_elements bufferizes to a new
// allocation and one store per element.
// DEFAULT-LABEL: func @from_elements(
//  DEFAULT-SAME: %[[F0:[a-z0-9]+]]: f32, %[[F1:[a-z0-9]+]]: f32, %[[F2:[a-z0-9]+]]: f32) -> tensor<3xf32> {
//       DEFAULT:   %[[M:.*]] = memref.alloc() {{.*}}: memref<3xf32>
//   DEFAULT-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   DEFAULT-DAG:   %[[C1:.*]] = arith.constant 1 : index
//   DEFAULT-DAG:   %[[C2:.*]] = arith.constant 2 : index
//       DEFAULT:   memref.store %[[F0]], %[[M]][%[[C0]]] : memref<3xf32>
//       DEFAULT:   memref.store %[[F1]], %[[M]][%[[C1]]] : memref<3xf32>
//       DEFAULT:   memref.store %[[F2]], %[[M]][%[[C2]]] : memref<3xf32>
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[M]] : memref<3xf32> to tensor<3xf32>
//       DEFAULT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @from_elements(%f0: f32, %f1: f32, %f2: f32) -> tensor<3xf32> {
  %r = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// Slides "Read-after-Write Conflict Detection" (definition: from_elements,
// conflicting write: insert, read: extract of %0): the insert writes a copy
// %m2 of %m, and the extract loads from the original %m.
// DEFAULT-LABEL: func @raw_conflict(
//  DEFAULT-SAME: %[[F0:[a-z0-9]+]]: f32, %[[F1:[a-z0-9]+]]: f32, %[[F2:[a-z0-9]+]]: f32, %[[F3:[a-z0-9]+]]: f32, %[[IDX:[a-z0-9]+]]: index, %[[IDX2:[a-z0-9]+]]: index)
//       DEFAULT:   %[[M:.*]] = memref.alloc() {{.*}}: memref<3xf32>
//       DEFAULT:   memref.store %[[F0]], %[[M]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   memref.store %[[F1]], %[[M]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   memref.store %[[F2]], %[[M]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   %[[M2:.*]] = memref.alloc() {{.*}}: memref<3xf32>
//       DEFAULT:   memref.copy %[[M]], %[[M2]] : memref<3xf32> to memref<3xf32>
//       DEFAULT:   memref.store %[[F3]], %[[M2]][%[[IDX]]] : memref<3xf32>
//       DEFAULT:   %[[R0:.*]] = bufferization.to_tensor %[[M2]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   %[[R1:.*]] = memref.load %[[M]][%[[IDX2]]] : memref<3xf32>
//       DEFAULT:   return %[[R0]], %[[R1]]{{([^[:alnum:]_]|$)}}
func.func @raw_conflict(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// -----

// Slide "Read-after-Write Conflict Detection ... Also takes into account
// aliasing" (%0_alias renamed %alias: MLIR 22 does not accept that SSA
// name): "RaW can be avoided by inserting copy in one of two places";
// upstream copies the 2-element slice and lets the insert write %m in
// place.
// DEFAULT-LABEL: func @raw_conflict_alias(
//  DEFAULT-SAME: %[[F0:[a-z0-9]+]]: f32, %[[F1:[a-z0-9]+]]: f32, %[[F2:[a-z0-9]+]]: f32, %[[F3:[a-z0-9]+]]: f32, %[[IDX:[a-z0-9]+]]: index, %[[IDX2:[a-z0-9]+]]: index)
//       DEFAULT:   %[[M:.*]] = memref.alloc() {{.*}}: memref<3xf32>
//       DEFAULT:   memref.store %[[F2]], %[[M]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   %[[SV:.*]] = memref.subview %[[M]][1] [2] [1] : memref<3xf32> to memref<2xf32, strided<[1], offset: 1>>
//       DEFAULT:   %[[A:.*]] = memref.alloc() {{.*}}: memref<2xf32>
//       DEFAULT:   memref.copy %[[SV]], %[[A]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   memref.store %[[F3]], %[[M]][%[[IDX]]] : memref<3xf32>
//       DEFAULT:   %[[R0:.*]] = bufferization.to_tensor %[[M]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   %[[R1:.*]] = memref.load %[[A]][%[[IDX2]]] : memref<2xf32>
//       DEFAULT:   return %[[R0]], %[[R1]]{{([^[:alnum:]_]|$)}}
func.func @raw_conflict_alias(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %alias = tensor.extract_slice %0[1][2][1] : tensor<3xf32> to tensor<2xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %alias[%idx2] : tensor<2xf32>
  return %1, %r : tensor<3xf32>, f32
}

// -----

// Slide "tensor.empty": a new allocation.
// DEFAULT-LABEL: func @empty(
//       DEFAULT:   %[[M:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[M]] : memref<5xf32> to tensor<5xf32>
//       DEFAULT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @empty() -> tensor<5xf32> {
  %r = tensor.empty() : tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// Slide "Example: tosa-to-linalg" (tosa.add in destination-passing style):
// "Bufferizes to allocation" (the tensor.empty), the generic computes in
// place in it.
// DEFAULT-LABEL: func @add_dps(
//  DEFAULT-SAME: %[[A:[a-z0-9]+]]: tensor<5xf32>, %[[B:[a-z0-9]+]]: tensor<5xf32>) -> tensor<5xf32> {
//   DEFAULT-DAG:   %[[MB:.*]] = bufferization.to_buffer %[[B]]{{([^[:alnum:]_]|$)}}
//   DEFAULT-DAG:   %[[MA:.*]] = bufferization.to_buffer %[[A]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   %[[M:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       DEFAULT:   linalg.generic {{.*}} ins(%[[MA]], %[[MB]] : {{.*}}) outs(%[[M]] : memref<5xf32>)
//       DEFAULT:   %[[R:.*]] = bufferization.to_tensor %[[M]]{{([^[:alnum:]_]|$)}}
//       DEFAULT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @add_dps(%A: tensor<5xf32>, %B: tensor<5xf32>) -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%A, %B : tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<5xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// Slide "Example: tosa-to-linalg" with materialize_in_destination into an
// "out" buffer: "bufferizes to memref.copy" from the new allocation into
// %buffer.
// DEFAULT-LABEL: func @add_materialize(
//  DEFAULT-SAME: %[[A:[a-z0-9]+]]: tensor<5xf32>, %[[B:[a-z0-9]+]]: tensor<5xf32>, %[[BUF:[a-z0-9]+]]: memref<5xf32>) {
//       DEFAULT:   %[[M:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       DEFAULT:   linalg.generic {{.*}} outs(%[[M]] : memref<5xf32>)
//       DEFAULT:   memref.copy %[[M]], %[[BUF]] : memref<5xf32> to memref<5xf32>
//  DEFAULT-NEXT:   return
func.func @add_materialize(%A: tensor<5xf32>, %B: tensor<5xf32>, %buffer: memref<5xf32>) {
  %0 = tensor.empty() : tensor<5xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%A, %B : tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<5xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<5xf32>
  bufferization.materialize_in_destination %r in restrict writable %buffer : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// -----

#map = affine_map<(d0) -> (d0)>

// Slide "Example: tosa-to-linalg" after -eliminate-empty-tensors: the
// tensor.empty is replaced by `to_tensor %buffer restrict writable` (and
// `restrict` dropped from materialize_in_destination). No allocation: the
// generic writes %buffer directly, and "still bufferizes to memref.copy,
// but from %buffer to %buffer".
// DEFAULT-LABEL: func @add_materialize_eliminated(
//  DEFAULT-SAME: %[[A:[a-z0-9]+]]: tensor<5xf32>, %[[B:[a-z0-9]+]]: tensor<5xf32>, %[[BUF:[a-z0-9]+]]: memref<5xf32>) {
//   DEFAULT-NOT:   memref.alloc
//       DEFAULT:   linalg.generic {{.*}} outs(%[[BUF]] : memref<5xf32>)
//      UPSTREAM:   memref.copy %[[BUF]], %[[BUF]] : memref<5xf32> to memref<5xf32>
//      OURS-NOT:   memref.copy
//       DEFAULT:   return
func.func @add_materialize_eliminated(%A: tensor<5xf32>, %B: tensor<5xf32>, %buffer: memref<5xf32>) {
  %0 = bufferization.to_tensor %buffer restrict writable : memref<5xf32> to tensor<5xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%A, %B : tensor<5xf32>, tensor<5xf32>) outs(%0 : tensor<5xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %in, %in_0 : f32
    linalg.yield %1 : f32
  } -> tensor<5xf32>
  bufferization.materialize_in_destination %r in writable %buffer : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}
