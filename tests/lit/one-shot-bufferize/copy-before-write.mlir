// copy-before-write: the analysis is skipped and every operand that is
// written bufferizes out of place: into a new buffer, with a copy of the old
// contents if they are read (an operand that is only overwritten, like
// fill's outs, gets a new buffer without a copy). These CHECKs are on the fully bufferized IR
// (test-analysis-only cannot be combined with copy-before-write: see the
// OPTERR lines).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs (both
// pass the buffer allocated in a loop iteration on to the next).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries copy-before-write})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries copy-before-write})' -split-input-file %s | FileCheck %s
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only copy-before-write})' %s 2>&1 | FileCheck %s --check-prefix=OPTERR
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only copy-before-write})' %s 2>&1 | FileCheck %s --check-prefix=OPTERR

// OPTERR: Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'

// The insert into the (writable) argument is not done in place: alloc +
// copy + store, and the new buffer is returned (identity layout, since it is
// not equivalent to the argument).
// CHECK-LABEL: func @insert_arg(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %[[I:[a-z0-9]+]]: index, %[[F:[a-z0-9]+]]: f32) -> memref<8xf32> {
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:   memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.store %[[F]], %[[A]][%[[I]]]
//       CHECK:   return %[[A]] : memref<8xf32>
func.func @insert_arg(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// tensor.empty + fill: one new buffer, no copy.
// CHECK-LABEL: func @fill_empty(
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<8xf32>)
//   CHECK-NOT:   memref.copy
//       CHECK:   return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @fill_empty(%f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// fill of the argument: a new buffer, but no copy (fill does not read its
// outs operand).
// CHECK-LABEL: func @fill_arg(
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<8xf32>)
//       CHECK:   return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @fill_arg(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Reads need no copy.
// CHECK-LABEL: func @read_only(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %[[I:[a-z0-9]+]]: index) -> f32 {
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[R:.*]] = memref.load %[[T]][%[[I]]]
//       CHECK:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @read_only(%t: tensor<8xf32>, %i: index) -> f32 {
  %r = tensor.extract %t[%i] : tensor<8xf32>
  return %r : f32
}

// -----

// A chain of two inserts: each insert copies its dest, even the second one,
// whose dest is the first insert's own new buffer (the analysis that would
// show it in place is skipped).
// CHECK-LABEL: func @insert_chain(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:   memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.store %{{.*}}, %[[A]][%{{.*}}]
//       CHECK:   %[[B:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:   memref.copy %[[A]], %[[B]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.store %{{.*}}, %[[B]][%{{.*}}]
//       CHECK:   return %[[B]]{{([^[:alnum:]_]|$)}}
func.func @insert_chain(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

// A loop: the init is copied before the loop, and the insert in the body
// copies the iter_arg in every iteration; that new buffer is passed on to
// the next iteration (ours in the fully dynamic layout), no copy back.
// CHECK-LABEL: func @loop(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:   memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[R:.*]] = scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}) -> (memref<8xf32{{.*}}>) {
//       CHECK:     %[[B:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:     memref.copy %[[IT]], %[[B]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.store %{{.*}}, %[[B]][%{{.*}}]
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield
//       CHECK:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @loop(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// A matching slice pair: the tile is filled in a new buffer (no copy, fill
// does not read it), and the insert_slice copies the argument into a new
// buffer and the tile into its subview.
// CHECK-LABEL: func @slice_pair(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<16xf32, strided<[?], offset: ?>>
//       CHECK:   %[[TILE:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:   linalg.fill ins(%{{.*}} : f32) outs(%[[TILE]] : memref<8xf32>)
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<16xf32>
//       CHECK:   memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[SV:.*]] = memref.subview %[[A]][4] [8] [1]
//       CHECK:   memref.copy %[[TILE]], %[[SV]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[A]] : memref<16xf32>
func.func @slice_pair(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %s = tensor.extract_slice %t[4][8][1] : tensor<16xf32> to tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %1 = tensor.insert_slice %0 into %t[4][8][1] : tensor<8xf32> into tensor<16xf32>
  return %1 : tensor<16xf32>
}
