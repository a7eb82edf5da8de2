// `bufferization.buffer_layout` on a tensor argument picks that
// argument's buffer layout at the function boundary (an identity map: no
// layout), as upstream does; the attribute and `bufferization.writable`
// are dropped from the argument attributes, one dictionary kept per
// argument with the other entries. Found by a differential run on
// upstream's test inputs: ferrobuf kept the strided default, and
// rewriting the attributes as text lost the dictionaries after an
// affine map (its `->` was read as a closing bracket), leaving fewer
// dictionaries than arguments: invalid IR.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s -split-input-file 2>/dev/null | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func private @ext(
//  CHECK-SAME:     memref<?xf32, strided<[1], offset: ?>>
//  CHECK-SAME:     memref<?xf32, strided<[?], offset: ?>>
func.func private @ext(tensor<?xf32> {bufferization.buffer_layout = strided<[1], offset: ?>}, tensor<?xf32>)

// CHECK-LABEL: func.func @layouts(
//  CHECK-SAME:     %{{.*}}: memref<?xf32>,
//  CHECK-SAME:     %{{.*}}: memref<4xf32, strided<[1], offset: ?>> {llvm.noalias},
//  CHECK-SAME:     %{{.*}}: memref<?xf32, strided<[?], offset: ?>>)
//  CHECK-SAME:     -> f32
func.func @layouts(%a: tensor<?xf32> {bufferization.buffer_layout = affine_map<(i)[s0, s1] -> (i)>, bufferization.writable = false},
                   %b: tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>, llvm.noalias, bufferization.writable = false},
                   %c: tensor<?xf32> {bufferization.writable = false}) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<?xf32>
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  %z = tensor.extract %c[%c0] : tensor<?xf32>
  %s = arith.addf %x, %y : f32
  %r = arith.addf %s, %z : f32
  return %r : f32
}

// -----

// A strided buffer passed where an identity layout is expected, or a
// unit stride: copied. For the unit stride, ferrobuf copies into an
// identity buffer and casts it; upstream allocates with the argument's
// layout (offset `?`), which the verifier rejects.
func.func private @layouts2(tensor<?xf32> {bufferization.buffer_layout = affine_map<(i) -> (i)>},
                            tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>})

// OURS-LABEL: func.func @caller(
//  OURS-SAME:     %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>,
//  OURS-SAME:     %[[U:.*]]: memref<4xf32, strided<[?], offset: ?>>)
//       OURS:   %[[N:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xf32>
//       OURS:   memref.copy %[[T]], %[[N]]{{([^[:alnum:]_]|$)}}
//       OURS:   %[[M:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//       OURS:   memref.copy %[[U]], %[[M]]{{([^[:alnum:]_]|$)}}
//       OURS:   %[[C:.*]] = memref.cast %[[M]] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
//       OURS:   call @layouts2(%[[N]], %[[C]])
// UPSTREAM: error: 'memref.alloc' op symbol operand count does not equal memref symbol count
func.func @caller(%t: tensor<?xf32>, %u: tensor<4xf32>) {
  func.call @layouts2(%t, %u) : (tensor<?xf32>, tensor<4xf32>) -> ()
  return
}
