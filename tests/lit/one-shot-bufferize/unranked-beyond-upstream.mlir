// Unranked tensors where ferrobuf goes beyond upstream (ferrobuf only;
// upstream's result is noted per case).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// Unranked block arguments of an unstructured CFG. Upstream: "type
// mismatch for bb argument #0 of successor #1" (invalid IR).
// CHECK-LABEL: func @cf_unranked(
// CHECK-SAME: %{{.*}}: i1, %[[A:[a-z0-9]+]]: memref<*xf32>, %[[B:[a-z0-9]+]]: memref<*xf32>)
// CHECK: cf.cond_br %{{.*}}, ^bb1(%[[A]] : memref<*xf32>), ^bb1(%[[B]] : memref<*xf32>)
// CHECK: ^bb1(%[[T:.*]]: memref<*xf32>):
// CHECK: memref.rank %[[T]] : memref<*xf32>
func.func @cf_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> index {
  cf.cond_br %c, ^bb1(%a : tensor<*xf32>), ^bb1(%b : tensor<*xf32>)
^bb1(%t: tensor<*xf32>):
  %r = tensor.rank %t : tensor<*xf32>
  return %r : index
}

// -----

// A loop yielding a new tensor each iteration (not equivalent to the
// iter_arg): the new buffer is passed on, no copy. Upstream: "Yield
// operand #0 is not equivalent to the corresponding iter bbArg" unless
// allow-return-allocs-from-loops.
// CHECK-LABEL: func @for_fresh(
// CHECK-SAME: %{{.*}}: index, %[[A:[a-z0-9]+]]: memref<*xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A]]) -> (memref<*xf32>) {
// CHECK: %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[N]] : memref<4xf32>)
// CHECK: %[[U:.*]] = memref.cast %[[N]] : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: scf.yield %[[U]] : memref<*xf32>
// CHECK-NOT: memref.copy
func.func @for_fresh(%n: index, %a: tensor<*xf32>, %v: f32) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (tensor<*xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

// scf.while forwarding an unranked tensor: the after region yields the
// carried buffer (the init's, which every iteration holds; upstream yields
// the after region's argument, the same buffer).
// CHECK-LABEL: func @while_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<*xf32>, %{{.*}}: i1) -> memref<*xf32>
// CHECK: scf.while (%[[T:.*]] = %[[A]]) : (memref<*xf32>) -> memref<*xf32> {
// CHECK: scf.condition(%{{.*}}) %[[T]] : memref<*xf32>
// CHECK: scf.yield %[[A]] : memref<*xf32>
func.func @while_unranked(%a: tensor<*xf32>, %c: i1) -> tensor<*xf32> {
  %r = scf.while (%t = %a) : (tensor<*xf32>) -> tensor<*xf32> {
    scf.condition(%c) %t : tensor<*xf32>
  } do {
  ^bb0(%u: tensor<*xf32>):
    scf.yield %u : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
