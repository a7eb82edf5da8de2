// A `bufferization.alloc_tensor` without `copy` has undefined contents,
// as a `tensor.empty`: a read of it may see anything, so no write
// conflicts with it (an insertion into it inside a loop, read in the same
// iteration, stays in place), and a buffer made for it out of place gets
// no copy. As upstream; ferrobuf had copied and allocated per iteration
// (found by a differential run on upstream's test inputs).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize)' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @insert_in_loop(
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<8xi32>
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     memref.store %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
func.func @insert_in_loop(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() : tensor<8xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %v) -> (i32) {
    %b = tensor.insert %acc into %a[%i] : tensor<8xi32>
    %x = tensor.extract %b[%c0] : tensor<8xi32>
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// Two insertions into one alloc_tensor: one gets a buffer of its own,
// not a copy of undefined contents.
// CHECK-LABEL: func @two_insertions(
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @two_insertions(%v: i32, %w: i32, %i: index) -> (tensor<4xi32>, tensor<4xi32>) {
  %a = bufferization.alloc_tensor() : tensor<4xi32>
  %b = tensor.insert %v into %a[%i] : tensor<4xi32>
  %c = tensor.insert %w into %a[%i] : tensor<4xi32>
  return %b, %c : tensor<4xi32>, tensor<4xi32>
}

// -----

// With `copy`, the contents are defined: the second insertion copies.
// CHECK-LABEL: func @two_insertions_copy(
//       CHECK:   memref.copy
func.func @two_insertions_copy(%t: tensor<4xi32>, %v: i32, %w: i32, %i: index) -> (tensor<4xi32>, tensor<4xi32>) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi32>
  %b = tensor.insert %v into %a[%i] : tensor<4xi32>
  %c = tensor.insert %w into %a[%i] : tensor<4xi32>
  return %b, %c : tensor<4xi32>, tensor<4xi32>
}
