// Bufferized scf.while, scf.forall and loops with dynamically shaped
// loop-carried tensors (ferrobuf's output; see the comments for upstream).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// The loop-carried tensor is updated in place: the while carries the
// argument's buffer, no allocation, no copy (as upstream).
// CHECK-LABEL: func @while_inplace(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>
// CHECK-NOT: memref.alloc
// CHECK: %[[W:.*]] = scf.while (%[[A:.*]] = %[[T]]) : (memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>>
// CHECK: memref.load %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: scf.condition(%{{.*}}) %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: ^bb0(%[[B:.*]]: memref<8xf32, strided<[?], offset: ?>>):
// CHECK: memref.store %{{.*}}, %[[B]]{{([^[:alnum:]_]|$)}}
// CHECK-NOT: memref.copy
// CHECK: scf.yield %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[W]]{{([^[:alnum:]_]|$)}}
func.func @while_inplace(%t: tensor<8xf32>, %i: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.while (%a = %t) : (tensor<8xf32>) -> tensor<8xf32> {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %cond = arith.cmpf olt, %x, %f : f32
    scf.condition(%cond) %a : tensor<8xf32>
  } do {
  ^bb0(%b: tensor<8xf32>):
    %1 = tensor.insert %f into %b[%i] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// Two loop-carried tensors swapped by the condition: the after region
// yields each where the other was carried. The carried buffers are
// permuted (each position passes the other's buffer on, see
// `Rewriter::carried_permutation`): no copy in the loop. (Before, the
// copies back formed a cycle broken by a temporary: one allocation and
// three copies per iteration.) %y is copied once: the analysis counts
// the loop's init as written.
// CHECK-LABEL: func @while_swap(
// CHECK-SAME: %[[X:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[Y:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: %[[YC:.*]] = memref.cast %[[Y]]{{([^[:alnum:]_]|$)}}
// CHECK: scf.while (%[[A:.*]] = %[[X]], %[[B:.*]] = %[[YC]], %{{.*}} = %{{.*}})
// CHECK: scf.condition(%{{.*}}) %[[B]], %[[A]], %{{.*}} :
// CHECK: ^bb0(%[[P:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>, %[[Q:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: index):
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: scf.yield %[[P]], %[[Q]], %{{.*}} :
func.func @while_swap(%x: tensor<4xf32>, %y: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:3 = scf.while (%a = %x, %b = %y, %i = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %b, %a, %i : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%p: tensor<4xf32>, %q: tensor<4xf32>, %j: index):
    %k = arith.addi %j, %c1 : index
    scf.yield %p, %q, %k : tensor<4xf32>, tensor<4xf32>, index
  }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A dynamically shaped tensor that grows in every iteration: its size may
// change, so it cannot be copied back into the init's buffer. The buffer
// is passed through: the yield yields the new allocation itself (no copy;
// upstream rejects the loop without allow-return-allocs-from-loops).
// CHECK-LABEL: func @while_grow(
// CHECK-SAME: %[[I:[^:]*]]: memref<?xf32, strided<[?], offset: ?>>
// CHECK: scf.while (%[[A:.*]] = %[[I]]) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK: scf.condition(%{{.*}}) %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: ^bb0(%[[B:.*]]: memref<?xf32, strided<[?], offset: ?>>):
// CHECK: %[[G:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[C:.*]] = memref.cast %[[G]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %[[C]]{{([^[:alnum:]_]|$)}}
func.func @while_grow(%t: tensor<?xf32>, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %0 = scf.while (%a = %t) : (tensor<?xf32>) -> tensor<?xf32> {
    %n = tensor.dim %a, %c0 : tensor<?xf32>
    %c = arith.cmpi slt, %n, %c8 : index
    scf.condition(%c) %a : tensor<?xf32>
  } do {
  ^bb0(%b: tensor<?xf32>):
    %one = tensor.from_elements %f : tensor<1xf32>
    %g = tensor.concat dim(0) %b, %one : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
    scf.yield %g : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

// The same for scf.for: a dynamically shaped iter_arg whose yield is a new
// (smaller) tensor is passed through, not copied back.
// CHECK-LABEL: func @for_shrink(
// CHECK: scf.for %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (memref<?xf32, strided<[?], offset: ?>>)
// CHECK: %[[N:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
// CHECK: linalg.copy ins(%{{.*}}) outs(%[[N]] :
// CHECK: %[[C:.*]] = memref.cast %[[N]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: scf.yield %[[C]]{{([^[:alnum:]_]|$)}}
func.func @for_shrink(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %d = tensor.dim %a, %c0 : tensor<?xf32>
    %m = arith.subi %d, %c1 : index
    %s = tensor.extract_slice %a[1] [%m] [1] : tensor<?xf32> to tensor<?xf32>
    %e = tensor.empty(%m) : tensor<?xf32>
    %c = linalg.copy ins(%s : tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %c : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

// scf.forall: the shared output is the argument's buffer; each thread works
// in place on its slice, so the parallel_insert_slice needs no copy
// (upstream copies the slice onto itself).
// CHECK-LABEL: func @forall_inplace(
// CHECK-SAME: %[[T:.*]]: memref<16xf32, strided<[?], offset: ?>>
// CHECK-NOT: memref.alloc
// CHECK: scf.forall (%[[I:.*]]) in (4) {
// CHECK: %[[S:.*]] = memref.subview %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] :
// CHECK-NOT: memref.copy
// CHECK: }
// CHECK-NEXT: return %[[T]]{{([^[:alnum:]_]|$)}}
func.func @forall_inplace(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %1 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}

// -----

// Every thread fills a tensor defined outside the forall: it gets a private
// buffer (check-parallel-regions), copied into its slice of the output;
// the empty scf.forall.in_parallel terminator is not printed.
// CHECK-LABEL: func @forall_private(
// CHECK-SAME: %[[T:.*]]: memref<16xf32, strided<[?], offset: ?>>, %[[U:.*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: scf.forall (%[[I:.*]]) in (4) {
// CHECK: %[[P:.*]] = memref.alloc() {{.*}} : memref<4xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[P]] :
// CHECK: %[[S:.*]] = memref.subview %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: memref.copy %[[P]], %[[S]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: }
// CHECK-NEXT: return %[[T]]{{([^[:alnum:]_]|$)}}
func.func @forall_private(%t: tensor<16xf32>, %u: tensor<4xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %1 = linalg.fill ins(%f : f32) outs(%u : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}
