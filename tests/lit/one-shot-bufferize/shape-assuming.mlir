// shape.assuming runs its single-block region once, like
// scf.execute_region: its results are what shape.assuming_yield yields
// (equivalent when in place), and the region's ops are analysed in the
// function. After bufferization the op returns the yielded buffers.
// Every check line holds for both passes (prefix ANALYSIS for
// test-analysis-only, REWRITE for the bufferized IR); upstream also leaves
// dead memref.casts, which are not checked.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=REWRITE

// The insert inside the region is in place: %t is not read afterwards; the
// result is equivalent to %t.
// ANALYSIS-LABEL: func @insert_in_region(
// ANALYSIS-SAME: tensor<4xf32> {bufferization.access = "read-write"}
// ANALYSIS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS: shape.assuming_yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]}
// REWRITE-LABEL: func @insert_in_region(
// REWRITE-SAME: %[[W:[^:]*]]: !shape.witness, %[[T:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// REWRITE-NOT: memref.alloc
// REWRITE: %[[R:.*]] = shape.assuming %[[W]] -> (memref<4xf32, strided<[?], offset: ?>>) {
// REWRITE-NEXT: memref.store %{{.*}}, %[[T]]{{([^[:alnum:]_]|$)}}
// REWRITE-NEXT: shape.assuming_yield %[[T]] : memref<4xf32, strided<[?], offset: ?>>
// REWRITE: return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @insert_in_region(%w: !shape.witness, %t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = shape.assuming %w -> (tensor<4xf32>) {
    %1 = tensor.insert %f into %t[%i] : tensor<4xf32>
    shape.assuming_yield %1 : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// %t is read inside the region after the insert: the insert copies; the
// yielded scalar stays a scalar.
// ANALYSIS-LABEL: func @read_in_region(
// ANALYSIS-SAME: tensor<4xf32> {bufferization.access = "read"}
// ANALYSIS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// ANALYSIS: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: shape.assuming_yield {__inplace_operands_attr__ = ["true", "none"]}
// REWRITE-LABEL: func @read_in_region(
// REWRITE-SAME: %[[W:[^:]*]]: !shape.witness, %[[T:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// REWRITE: %[[R:.*]]:2 = shape.assuming %[[W]] -> (memref<4xf32>, f32) {
// REWRITE-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// REWRITE-NEXT: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// REWRITE-NEXT: memref.store %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
// REWRITE-NEXT: %[[X:.*]] = memref.load %[[T]]{{([^[:alnum:]_]|$)}}
// REWRITE-NEXT: shape.assuming_yield %[[A]], %[[X]] : memref<4xf32>, f32
// REWRITE: return %[[R]]#0, %[[R]]#1
func.func @read_in_region(%w: !shape.witness, %t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %0:2 = shape.assuming %w -> (tensor<4xf32>, f32) {
    %1 = tensor.insert %f into %t[%i] : tensor<4xf32>
    %x = tensor.extract %t[%i] : tensor<4xf32>
    shape.assuming_yield %1, %x : tensor<4xf32>, f32
  }
  return %0#0, %0#1 : tensor<4xf32>, f32
}

// -----

// The region yields %t unchanged; its result is written while it is also
// returned: the write copies (the result aliases %t).
// ANALYSIS-LABEL: func @write_result(
// ANALYSIS-SAME: tensor<4xf32> {bufferization.access = "read"}
// ANALYSIS: shape.assuming_yield {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// ANALYSIS: return {__equivalent_func_args__ = [1, -1], __inplace_operands_attr__ = ["true", "true"]}
// REWRITE-LABEL: func @write_result(
// REWRITE-SAME: %[[W:[^:]*]]: !shape.witness, %[[T:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>
// REWRITE: %[[R:.*]] = shape.assuming %[[W]] -> (memref<4xf32, strided<[?], offset: ?>>) {
// REWRITE-NEXT: shape.assuming_yield %[[T]]{{([^[:alnum:]_]|$)}}
// REWRITE: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// REWRITE-NEXT: memref.copy %[[R]], %[[A]]{{([^[:alnum:]_]|$)}}
// REWRITE: return %[[R]], %[[A]]{{([^[:alnum:]_]|$)}}
func.func @write_result(%w: !shape.witness, %t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = shape.assuming %w -> (tensor<4xf32>) {
    shape.assuming_yield %t : tensor<4xf32>
  }
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
