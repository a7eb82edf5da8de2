// arith.index_cast of a tensor is an elementwise cast view of its buffer
// (arith.index_cast on memrefs, same layout), as upstream.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @index_cast(
// CHECK-SAME: %[[T:.*]]: memref<4xindex, strided<[?], offset: ?>>
// CHECK: %[[C:.*]] = arith.index_cast %[[T]] : memref<4xindex, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// CHECK: return %[[C]]{{([^[:alnum:]_]|$)}}
func.func @index_cast(%t: tensor<4xindex>) -> tensor<4xi32> {
  %r = arith.index_cast %t : tensor<4xindex> to tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// The cast of a new buffer keeps the identity layout.
// CHECK-LABEL: func @index_cast_fresh(
// CHECK: %[[A:.*]] = memref.alloc() {{.*}} : memref<2xindex>
// CHECK: %[[C:.*]] = arith.index_cast %[[A]] : memref<2xindex> to memref<2xi64>
// CHECK: memref.load %[[C]]{{([^[:alnum:]_]|$)}}
func.func @index_cast_fresh(%a: index, %b: index) -> i64 {
  %c0 = arith.constant 0 : index
  %t = tensor.from_elements %a, %b : tensor<2xindex>
  %r = arith.index_cast %t : tensor<2xindex> to tensor<2xi64>
  %v = tensor.extract %r[%c0] : tensor<2xi64>
  return %v : i64
}
