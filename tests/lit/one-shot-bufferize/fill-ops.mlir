// Ops that bufferize to a new, filled buffer: tensor.generate, tensor.splat,
// tensor.pad, tensor.concat (and tensor.reshape, a view). Both passes
// allocate the result and fill it with a linalg.map whose payload is the
// op's body (block arguments become linalg.index). Sizes of dynamic results
// differ only in form: upstream uses affine.apply, ferrobuf arith.addi
// (OURS / UPSTREAM lines).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// CHECK-LABEL: func @generate(
// CHECK-SAME: %[[N:.*]]: index
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK: linalg.map outs(%[[A]] : memref<?x4xf32>)
// CHECK-NEXT: (%{{.*}}: f32) {
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK: linalg.yield
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @generate(%n: index) -> tensor<?x4xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %a = arith.addi %i, %j : index
    %c = arith.index_cast %a : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return %g : tensor<?x4xf32>
}

// -----

// The body of tensor.generate may read other tensors: they are bufferized
// inside the linalg.map payload.
// CHECK-LABEL: func @generate_reads_tensor(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK: linalg.map outs(%[[A]] : memref<8xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[V:.*]] = memref.load %[[T]][%[[I]]]
// CHECK: linalg.yield %[[V]] : f32
func.func @generate_reads_tensor(%t: tensor<8xf32>) -> tensor<8xf32> {
  %g = tensor.generate {
  ^bb0(%i: index):
    %v = tensor.extract %t[%i] : tensor<8xf32>
    tensor.yield %v : f32
  } : tensor<8xf32>
  return %g : tensor<8xf32>
}

// -----

// CHECK-LABEL: func @splat(
// CHECK-SAME: %[[F:.*]]: f32, %[[N:.*]]: index
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: linalg.map outs(%[[A]] : memref<?xf32>)
// CHECK-NEXT: (%{{.*}}: f32) {
// CHECK-NEXT: linalg.yield %[[F]] : f32
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @splat(%f: f32, %n: index) -> tensor<?xf32> {
  %s = tensor.splat %f[%n] : tensor<?xf32>
  return %s : tensor<?xf32>
}

// -----

// tensor.pad: fill the whole result with the padding value, then copy the
// source into the interior at the low padding.
// CHECK-LABEL: func @pad(
// CHECK-SAME: %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[H:.*]]: index, %[[F:.*]]: f32
// CHECK: %[[D:.*]] = memref.dim %[[T]], %{{.*}}
// OURS: %[[S1:.*]] = arith.addi %[[D]], %{{.*}} : index
// OURS: %[[SZ:.*]] = arith.addi %[[S1]], %[[H]] : index
// UPSTREAM: affine.apply
// UPSTREAM: %[[SZ:.*]] = affine.apply
// CHECK: %[[A:.*]] = memref.alloc(%[[SZ]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: linalg.map outs(%[[A]] : memref<?xf32>)
// CHECK: linalg.yield %[[F]] : f32
// CHECK: %[[V:.*]] = memref.subview %[[A]][2] [%{{.*}}] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK: memref.copy %[[T]], %[[V]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @pad(%t: tensor<?xf32>, %h: index, %f: f32) -> tensor<?xf32> {
  %p = tensor.pad %t low[2] high[%h] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// A static pad of a 2-d tensor whose padding value depends on the index.
// CHECK-LABEL: func @pad_static_2d(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK: linalg.map outs(%[[A]] : memref<4x5xf32>)
// CHECK: linalg.index 1 : index
// CHECK: %[[V:.*]] = memref.subview %[[A]][1, 2] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 7>>
// CHECK: memref.copy %{{.*}}, %[[V]]{{([^[:alnum:]_]|$)}}
func.func @pad_static_2d(%t: tensor<2x3xf32>) -> tensor<4x5xf32> {
  %p = tensor.pad %t low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %c = arith.index_cast %j : index to i32
    %f = arith.sitofp %c : i32 to f32
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<4x5xf32>
  return %p : tensor<4x5xf32>
}

// -----

// tensor.concat: each input copied into its slice of the result.
// CHECK-LABEL: func @concat(
// CHECK-SAME: %[[X:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[Y:.*]]: memref<8xf32, strided<[?], offset: ?>>
// CHECK: %[[D:.*]] = memref.dim %[[X]], %{{.*}}
// OURS: %[[SZ:.*]] = arith.addi %[[D]], %{{.*}} : index
// UPSTREAM: %[[SZ:.*]] = affine.apply
// CHECK: %[[A:.*]] = memref.alloc(%[[SZ]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: %[[V0:.*]] = memref.subview %[[A]][0] [%{{.*}}] [1]
// CHECK: memref.copy %[[X]], %[[V0]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[V1:.*]] = memref.subview %[[A]][%{{.*}}] [8] [1]
// CHECK: memref.copy %[[Y]], %[[V1]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @concat(%x: tensor<?xf32>, %y: tensor<8xf32>) -> tensor<?xf32> {
  %c = tensor.concat dim(0) %x, %y : (tensor<?xf32>, tensor<8xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// tensor.concat along dim 1 of static 2-d tensors.
// CHECK-LABEL: func @concat_dim1(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x5xf32>
// CHECK: memref.subview %[[A]][0, 0] [2, 2] [1, 1] : memref<2x5xf32> to memref<2x2xf32, strided<[5, 1]>>
// CHECK: memref.copy
// CHECK: memref.subview %[[A]][0, 2] [2, 3] [1, 1] : memref<2x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 2>>
// CHECK: memref.copy
func.func @concat_dim1(%x: tensor<2x2xf32>, %y: tensor<2x3xf32>) -> tensor<2x5xf32> {
  %c = tensor.concat dim(1) %x, %y : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x5xf32>
  return %c : tensor<2x5xf32>
}

// -----

// tensor.reshape is a view (memref.reshape) of an identity-layout buffer:
// a function argument (fully dynamic layout) is copied first.
// CHECK-LABEL: func @reshape(
// CHECK-SAME: %[[T:.*]]: memref<6xf32, strided<[?], offset: ?>>, %[[S:.*]]: memref<2xindex, strided<[?], offset: ?>>
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<6xf32>
// CHECK: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[R:.*]] = memref.reshape %[[A]](%[[S]]) : (memref<6xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xf32>
// CHECK: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @reshape(%t: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A reshape of a new buffer needs no copy.
// CHECK-LABEL: func @reshape_fresh(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK: linalg.map outs(%[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NOT: memref.copy
// CHECK: %[[R:.*]] = memref.reshape %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @reshape_fresh(%f: f32, %s: tensor<2xindex>) -> tensor<2x3xf32> {
  %t = tensor.splat %f : tensor<6xf32>
  %r = tensor.reshape %t(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
