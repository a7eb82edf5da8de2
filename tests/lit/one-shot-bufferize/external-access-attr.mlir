// `bufferization.access` on the arguments of an external function (no
// body) says what the callee does with the buffer, as upstream reads it:
// "read" and "none" need no copy when the caller still uses the tensor
// after the call, "write" a new buffer without copy (the callee does not
// read it), the default ("read-write") a buffer and a copy. ferrobuf had
// treated every external argument as read and written (found by a
// differential run on upstream's test inputs: one copy more).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

func.func private @reads(tensor<4xf32> {bufferization.access = "read"})
func.func private @writes(tensor<4xf32> {bufferization.access = "write"})
func.func private @ignores(tensor<4xf32> {bufferization.access = "none"})
func.func private @anything(tensor<4xf32>)

// CHECK-LABEL: func @caller(
//  CHECK-SAME:     %[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>
//   CHECK-NOT:   memref.alloc
//       CHECK:   call @reads(%[[T]])
//       CHECK:   %[[W:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   %[[WC:.*]] = memref.cast %[[W]]{{([^[:alnum:]_]|$)}}
//       CHECK:   call @writes(%[[WC]])
//   CHECK-NOT:   memref.alloc
//       CHECK:   call @ignores(%[[T]])
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}} : memref<4xf32>
//       CHECK:   memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   call @anything(
//       CHECK:   memref.load %[[T]]{{([^[:alnum:]_]|$)}}
func.func @caller(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  func.call @reads(%t) : (tensor<4xf32>) -> ()
  func.call @writes(%t) : (tensor<4xf32>) -> ()
  func.call @ignores(%t) : (tensor<4xf32>) -> ()
  func.call @anything(%t) : (tensor<4xf32>) -> ()
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}
