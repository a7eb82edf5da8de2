// In-place decisions (test-analysis-only), ours and upstream's: the same
// CHECK lines assert both.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// Definition %0 -> conflicting write (second insert) -> read (extract of
// %0): the second insert goes out of place; the first writes the writable
// argument in place.
// CHECK-LABEL: func @insert_chain
// CHECK-SAME: {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @insert_chain(%t: tensor<8xf32>, %idx: index) -> (tensor<8xf32>, f32) {
  %f = arith.constant 5.0 : f32
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  %1 = tensor.insert %f into %0[%idx] : tensor<8xf32>
  %r = tensor.extract %0[%idx] : tensor<8xf32>
  %s = tensor.extract_slice %1[0][4][1] : tensor<8xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert_slice %g into %1[0][4][1] : tensor<4xf32> into tensor<8xf32>
  return %2, %r : tensor<8xf32>, f32
}

// -----

// An elementwise generic reading and writing the same buffer is in place;
// a matmul whose output is also an input is not.
// CHECK-LABEL: func @same_buffer
// CHECK: linalg.generic {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK: linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"]}
// CHECK: return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]}
#map = affine_map<(d0) -> (d0)>
func.func @same_buffer(%t: tensor<8xf32>, %u: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%t : tensor<8xf32>) outs(%t : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %1 = linalg.matmul ins(%u, %u : tensor<8x8xf32>, tensor<8x8xf32>) outs(%u : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8x8xf32>
}

// -----

// The init of a loop is read after the loop: the loop works on a copy.
// CHECK-LABEL: func @init_read_after_loop
// CHECK-SAME: {bufferization.access = "read"}
// CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
func.func @init_read_after_loop(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %x = tensor.extract %a[%i] : tensor<8xf32>
    %b = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  %y = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %y : tensor<8xf32>, f32
}

// -----

// The init is read inside the loop (every iteration) while the loop
// writes the carried buffer: with the init in place, iteration i+1 would
// read what iteration i wrote.
// CHECK-LABEL: func @init_read_in_loop
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
func.func @init_read_in_loop(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<8xf32> {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    %b = tensor.insert %x into %a[%i] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// extract_slice / fill / insert_slice on the same slice: all in place.
// CHECK-LABEL: func @matching_slices
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @matching_slices(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %g into %t[2][4][1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Different offsets: the slice must be copied before the fill.
// CHECK-LABEL: func @shifted_slices
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
func.func @shifted_slices(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %g into %t[3][4][1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A callee writes its argument in place and returns it: the caller still
// reads the original, so its call operand is copied.
// CHECK-LABEL: func @callee
// CHECK-SAME: {bufferization.access = "read-write"}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
// CHECK-LABEL: func @caller
// CHECK-SAME: {bufferization.access = "read"}
// CHECK: call @callee{{.*}} {__inplace_operands_attr__ = ["false", "none", "none"]}
func.func @callee(%t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %r = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @caller(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %r = call @callee(%t, %f, %i) : (tensor<8xf32>, f32, index) -> tensor<8xf32>
  %x = tensor.extract %t[%i] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----

// An insert_slice keeps the rest of its destination: an earlier in-place
// write into the destination would leak into the result.
// CHECK-LABEL: func @write_before_insert_slice
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
func.func @write_before_insert_slice(%t: tensor<8xf32>, %s: tensor<4xf32>, %f: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %x = tensor.insert %f into %t[%i] : tensor<8xf32>
  %r = tensor.insert_slice %s into %t[0][4][1] : tensor<4xf32> into tensor<8xf32>
  return %r, %x : tensor<8xf32>, tensor<8xf32>
}
