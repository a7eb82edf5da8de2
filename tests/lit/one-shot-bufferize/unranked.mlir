// Unranked tensors: tensor.cast to and from them, tensor.rank/tensor.dim of
// them, unranked function arguments and results, and ops that only forward
// or view them (scf.if/for/while/execute_region/index_switch,
// arith.select, tensor.reshape, to_buffer/to_tensor,
// materialize_in_destination) bufferize to unranked memrefs (as upstream).
// Casting back to a ranked type gives the fully dynamic layout (the
// unranked buffer's layout is unknown). Cases where ferrobuf differs from
// or does better than upstream: unranked-beyond-upstream.mlir.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// CHECK-LABEL: func @rank_and_dim(
// CHECK-SAME: %[[T:[a-z0-9]+]]: memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: %[[U:.*]] = memref.cast %[[T]] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
// CHECK: memref.rank %[[U]] : memref<*xf32>
// CHECK: memref.dim %[[U]], %{{.*}} : memref<*xf32>
// CHECK: %[[B:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK: memref.load %[[B]]{{([^[:alnum:]_]|$)}}
func.func @rank_and_dim(%t: tensor<?x?xf32>, %i: index) -> (index, index, f32) {
  %u = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %d = tensor.dim %u, %i : tensor<*xf32>
  %b = tensor.cast %u : tensor<*xf32> to tensor<2x3xf32>
  %v = tensor.extract %b[%i, %i] : tensor<2x3xf32>
  return %r, %d, %v : index, index, f32
}

// -----

// CHECK-LABEL: func @unranked_boundary(
// CHECK-SAME: %[[U:[a-z0-9]+]]: memref<*xf32>) -> memref<*xf32>
// CHECK: return %[[U]] : memref<*xf32>
func.func @unranked_boundary(%u: tensor<*xf32>) -> tensor<*xf32> {
  return %u : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @if_unranked(
// CHECK-SAME: %{{.*}}: i1, %[[A:[a-z0-9]+]]: memref<*xf32>, %[[B:[a-z0-9]+]]: memref<*xf32>) -> memref<*xf32>
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (memref<*xf32>) {
// CHECK-NEXT: scf.yield %[[A]] : memref<*xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[B]] : memref<*xf32>
// CHECK: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @if_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %r = scf.if %c -> tensor<*xf32> {
    scf.yield %a : tensor<*xf32>
  } else {
    scf.yield %b : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @select_unranked(
// CHECK: %[[R:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : memref<*xf32>
// CHECK: return %[[R]] : memref<*xf32>
func.func @select_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %r = arith.select %c, %a, %b : tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @for_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<*xf32>) -> memref<*xf32>
// Upstream carries the buffer through the loop, which only forwards it
// (left to canonicalize); ferrobuf's loop carries nothing.
// UPSTREAM: %[[R:.*]] = scf.for {{.*}} iter_args(%[[T:.*]] = %[[A]]) -> (memref<*xf32>) {
// UPSTREAM-NEXT: scf.yield %[[T]] : memref<*xf32>
// UPSTREAM: return %[[R]]{{([^[:alnum:]_]|$)}}
// OURS: scf.for {{.*}} {
// OURS-NEXT: }
// OURS-NEXT: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @for_unranked(%n: index, %a: tensor<*xf32>) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<*xf32> {
    scf.yield %t : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

// A reshape to an unranked result copies a strided source to an identity
// layout first (memref.reshape needs one), as upstream.
// CHECK-LABEL: func @reshape_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<?xf32, strided<[?], offset: ?>>, %[[S:[a-z0-9]+]]: memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32>
// CHECK: %[[N:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.copy %[[A]], %[[N]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[R:.*]] = memref.reshape %[[N]](%[[S]]) : (memref<?xf32>, memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32>
// CHECK: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @reshape_unranked(%a: tensor<?xf32>, %s: tensor<?xindex>) -> tensor<*xf32> {
  %r = tensor.reshape %a(%s) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// An unranked source is reshaped as it is.
// CHECK-LABEL: func @reshape_from_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<*xf32>, %[[S:[a-z0-9]+]]: memref<2xindex, strided<[?], offset: ?>>)
// CHECK-NEXT: %[[R:.*]] = memref.reshape %[[A]](%[[S]]) : (memref<*xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<?x?xf32>
// CHECK: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @reshape_from_unranked(%a: tensor<*xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %r = tensor.reshape %a(%s) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func @to_buffer_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<*xf32>) -> memref<*xf32>
// CHECK-NEXT: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @to_buffer_unranked(%a: tensor<*xf32>) -> memref<*xf32> {
  %m = bufferization.to_buffer %a : tensor<*xf32> to memref<*xf32>
  return %m : memref<*xf32>
}

// -----

// CHECK-LABEL: func @exec_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<*xf32>) -> memref<*xf32>
// CHECK: scf.execute_region -> memref<*xf32> {
// CHECK-NEXT: scf.yield %[[A]] : memref<*xf32>
func.func @exec_unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  %r = scf.execute_region -> tensor<*xf32> {
    scf.yield %a : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @switch_unranked(
// CHECK-SAME: %{{.*}}: index, %[[A:[a-z0-9]+]]: memref<*xf32>, %[[B:[a-z0-9]+]]: memref<*xf32>)
// CHECK: scf.index_switch %{{.*}} -> memref<*xf32>
// CHECK: scf.yield %[[A]] : memref<*xf32>
// CHECK: default {
// CHECK: scf.yield %[[B]] : memref<*xf32>
func.func @switch_unranked(%i: index, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %r = scf.index_switch %i -> tensor<*xf32>
  case 0 {
    scf.yield %a : tensor<*xf32>
  }
  default {
    scf.yield %b : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// -----

// CHECK-LABEL: func @materialize_unranked(
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<*xf32>, %[[M:[a-z0-9]+]]: memref<*xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[M]] : memref<*xf32> to memref<*xf32>
func.func @materialize_unranked(%a: tensor<*xf32>, %m: memref<*xf32>) {
  bufferization.materialize_in_destination %a in restrict writable %m : (tensor<*xf32>, memref<*xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func @to_tensor_unranked(
// CHECK-SAME: %[[M:[a-z0-9]+]]: memref<*xf32>) -> index
// CHECK-NEXT: memref.rank %[[M]] : memref<*xf32>
func.func @to_tensor_unranked(%m: memref<*xf32>) -> index {
  %t = bufferization.to_tensor %m restrict : memref<*xf32> to tensor<*xf32>
  %r = tensor.rank %t : tensor<*xf32>
  return %r : index
}

// -----

// A branch yielding a new (ranked) tensor cast to unranked.
// CHECK-LABEL: func @fresh_in_if(
// CHECK: scf.if %{{.*}} -> (memref<*xf32>) {
// CHECK: %[[N:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[N]] : memref<4xf32>)
// CHECK: %[[U:.*]] = memref.cast %[[N]] : memref<4xf32> to memref<*xf32>
// CHECK: scf.yield %[[U]] : memref<*xf32>
func.func @fresh_in_if(%c: i1, %a: tensor<*xf32>, %v: f32) -> tensor<*xf32> {
  %r = scf.if %c -> tensor<*xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %u = tensor.cast %f : tensor<4xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  } else {
    scf.yield %a : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
