// Memref layouts chosen by One-Shot Bufferize (fully bufferized IR):
// function-boundary-type-conversion (with bufferize-function-boundaries)
// decides the layout of function argument/result memrefs:
// infer-layout-map (default, INFER): arguments get a fully dynamic layout,
// results the layout of the returned buffer (identity for a new
// allocation); fully-dynamic-layout-map (DYN); identity-layout-map (IDENT).
// unknown-type-conversion decides the layout of buffers of unknown origin,
// e.g. bufferization.to_buffer of a function argument without
// function-boundary bufferization: fully dynamic by default (NOFB),
// identity with identity-layout-map (UNK).
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=INFER
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=DYN
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=IDENT
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=IDENT
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize)' -split-input-file %s | FileCheck %s --check-prefix=NOFB
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)' -split-input-file %s | FileCheck %s --check-prefix=NOFB
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{unknown-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=UNK
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{unknown-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=UNK

// In-place insert into an argument that is returned.
// INFER-LABEL: func @insert(
//  INFER-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %{{.*}}: index, %{{.*}}: f32) -> memref<8xf32, strided<[?], offset: ?>> {
//       INFER:   memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<8xf32, strided<[?], offset: ?>>
//       INFER:   return %[[T]] : memref<8xf32, strided<[?], offset: ?>>
// DYN-LABEL: func @insert(
//  DYN-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %{{.*}}: index, %{{.*}}: f32) -> memref<8xf32, strided<[?], offset: ?>> {
//       DYN:   return %[[T]] : memref<8xf32, strided<[?], offset: ?>>
// IDENT-LABEL: func @insert(
//  IDENT-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %{{.*}}: index, %{{.*}}: f32) -> memref<8xf32> {
//       IDENT:   memref.store %{{.*}}, %[[T]][%{{.*}}] : memref<8xf32>
//       IDENT:   return %[[T]] : memref<8xf32>
// NOFB-LABEL: func @insert(
//  NOFB-SAME: %[[T:[a-z0-9]+]]: tensor<8xf32>, %{{.*}}: index, %{{.*}}: f32) -> tensor<8xf32> {
//       NOFB:   %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
//       NOFB:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       NOFB:   memref.copy %[[M]], %[[A]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// UNK-LABEL: func @insert(
//       UNK:   %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<8xf32> to memref<8xf32>
//       UNK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       UNK:   memref.copy %[[M]], %[[A]] : memref<8xf32> to memref<8xf32>
func.func @insert(%t: tensor<8xf32>, %idx: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A new buffer is returned: with infer-layout-map the result type is the
// allocation's identity layout; with fully-dynamic-layout-map it is cast to
// the fully dynamic layout.
// INFER-LABEL: func @new_result(
//  INFER-SAME: -> memref<8xf32> {
//       INFER:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       INFER:   return %[[A]] : memref<8xf32>
// DYN-LABEL: func @new_result(
//  DYN-SAME: -> memref<8xf32, strided<[?], offset: ?>> {
//       DYN:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       DYN:   %[[C:.*]] = memref.cast %[[A]] : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
//       DYN:   return %[[C]] : memref<8xf32, strided<[?], offset: ?>>
// IDENT-LABEL: func @new_result(
//  IDENT-SAME: -> memref<8xf32> {
//       IDENT:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       IDENT:   return %[[A]] : memref<8xf32>
// NOFB-LABEL: func @new_result(
//  NOFB-SAME: -> tensor<8xf32> {
//       NOFB:   %[[A:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       NOFB:   %[[R:.*]] = bufferization.to_tensor %[[A]] : memref<8xf32> to tensor<8xf32>
//       NOFB:   return %[[R]] : tensor<8xf32>
func.func @new_result(%f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A read-only argument.
// INFER-LABEL: func @read_only(
//  INFER-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %[[I:[a-z0-9]+]]: index) -> f32 {
//       INFER:   memref.load %[[T]][%[[I]]] : memref<8xf32, strided<[?], offset: ?>>
// IDENT-LABEL: func @read_only(
//  IDENT-SAME: %[[T:[a-z0-9]+]]: memref<8xf32>, %[[I:[a-z0-9]+]]: index) -> f32 {
//       IDENT:   memref.load %[[T]][%[[I]]] : memref<8xf32>
// NOFB-LABEL: func @read_only(
//       NOFB:   %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
//       NOFB:   memref.load %[[M]][%{{.*}}] : memref<8xf32, strided<[?], offset: ?>>
// UNK-LABEL: func @read_only(
//       UNK:   %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<8xf32> to memref<8xf32>
//       UNK:   memref.load %[[M]][%{{.*}}] : memref<8xf32>
func.func @read_only(%t: tensor<8xf32>, %idx: index) -> f32 {
  %r = tensor.extract %t[%idx] : tensor<8xf32>
  return %r : f32
}
