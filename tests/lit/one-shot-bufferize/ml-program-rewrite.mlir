// Bufferized ml_program globals: `ml_program.global` becomes
// `memref.global` (identity layout, same name, visibility and initial
// value, `constant` unless mutable), a load `memref.get_global`, a store a
// `memref.copy` into the global's buffer.
// A loaded tensor is a value: ferrobuf copies the global at the load (a
// snapshot) when the global may be stored while the value is in use (a
// store of it, or a call of a function that may store it, between the load
// and the last use; a use in another block; the value returned). Upstream
// never does: its loads read the global's current contents (UPSTREAM
// lines), and its stores of a value that went out of place store a new,
// uninitialised buffer. Both run in tests/e2e/bufferize/ml_program_globals.mlir.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// CHECK: memref.global "private" @g : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>{{$}}
// CHECK: memref.global "private" constant @c : memref<4xf32> = dense<5.000000e+00>{{$}}
// CHECK: memref.global "public" @u : memref<2x2xi32> = dense<0>{{$}}
ml_program.global private mutable @g(dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
ml_program.global private @c(dense<5.0> : tensor<4xf32>) : tensor<4xf32>
ml_program.global public mutable @u(dense<0> : tensor<2x2xi32>) : tensor<2x2xi32>

// Load, write a copy, store it, return it. Ours stores the written copy;
// upstream stores a second, uninitialised buffer.
// CHECK-LABEL: func @load_insert_store(
// CHECK: %[[G:.*]] = memref.get_global @g : memref<4xf32>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.copy %[[G]], %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: memref.store %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: %[[G2:.*]] = memref.get_global @g : memref<4xf32>
// OURS: memref.copy %[[A]], %[[G2]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: memref.copy %[[B]], %[[G2]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @load_insert_store(%f: f32, %i: index) -> tensor<4xf32> {
  %0 = ml_program.global_load @g : tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  ml_program.global_store @g = %1 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

ml_program.global private mutable @g(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

// The loaded value is read after a store of the global: ours reads a
// snapshot, upstream the stored contents.
// CHECK-LABEL: func @read_after_store(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[G:.*]] = memref.get_global @g : memref<4xf32>
// OURS: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// OURS: memref.copy %[[G]], %[[S]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-NOT: memref.alloc
// CHECK: %[[G2:.*]] = memref.get_global @g : memref<4xf32>
// CHECK: memref.copy %[[T]], %[[G2]]{{([^[:alnum:]_]|$)}}
// OURS: memref.load %[[S]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: memref.load %[[G]]{{([^[:alnum:]_]|$)}}
func.func @read_after_store(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = ml_program.global_load @g : tensor<4xf32>
  ml_program.global_store @g = %t : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  return %x : f32
}

// -----

ml_program.global private mutable @g(dense<0.0> : tensor<4xf32>) : tensor<4xf32>
ml_program.global private mutable @h(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

func.func private @store_g(%t: tensor<4xf32>) {
  ml_program.global_store @g = %t : tensor<4xf32>
  return
}

// Stores @g through a callee.
func.func private @store_g_indirectly(%t: tensor<4xf32>) {
  func.call @store_g(%t) : (tensor<4xf32>) -> ()
  return
}

// Calls between the load and the read: a snapshot of @g (its callee's
// callee stores it), none of @h (nothing called stores it).
// CHECK-LABEL: func @read_after_call(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[G:.*]] = memref.get_global @g : memref<4xf32>
// OURS: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// OURS: memref.copy %[[G]], %[[S]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[H:.*]] = memref.get_global @h : memref<4xf32>
// CHECK-NOT: memref.alloc
// CHECK: call @store_g_indirectly(
// OURS: memref.load %[[S]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: memref.load %[[G]]{{([^[:alnum:]_]|$)}}
// CHECK: memref.load %[[H]]{{([^[:alnum:]_]|$)}}
func.func @read_after_call(%t: tensor<4xf32>, %i: index) -> (f32, f32) {
  %0 = ml_program.global_load @g : tensor<4xf32>
  %1 = ml_program.global_load @h : tensor<4xf32>
  func.call @store_g_indirectly(%t) : (tensor<4xf32>) -> ()
  %x = tensor.extract %0[%i] : tensor<4xf32>
  %y = tensor.extract %1[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}

// -----

ml_program.global private mutable @g(dense<0.0> : tensor<4xf32>) : tensor<4xf32>

// Load, compute, store: every use of the loaded value comes before the
// store, no snapshot.
// CHECK-LABEL: func @load_compute_store(
// CHECK: %[[G:.*]] = memref.get_global @g : memref<4xf32>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT: memref.copy
// CHECK: linalg.add ins(%[[G]], %[[G]] : memref<4xf32>, memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// CHECK: %[[G2:.*]] = memref.get_global @g : memref<4xf32>
// CHECK: memref.copy %[[A]], %[[G2]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT: return
func.func @load_compute_store() {
  %0 = ml_program.global_load @g : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %1 = linalg.add ins(%0, %0 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  ml_program.global_store @g = %1 : tensor<4xf32>
  return
}

// -----

ml_program.global private @c(dense<5.0> : tensor<4xf32>) : tensor<4xf32>

// A returned load is a snapshot (the caller may write its result in place
// and read it after the global changed); upstream returns the global's
// buffer.
// CHECK-LABEL: func @return_load(
// CHECK: %[[G:.*]] = memref.get_global @c : memref<4xf32>
// OURS: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// OURS: memref.copy %[[G]], %[[S]]{{([^[:alnum:]_]|$)}}
// OURS: return %[[S]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: return %[[G]]{{([^[:alnum:]_]|$)}}
func.func @return_load() -> tensor<4xf32> {
  %0 = ml_program.global_load @c : tensor<4xf32>
  return %0 : tensor<4xf32>
}
