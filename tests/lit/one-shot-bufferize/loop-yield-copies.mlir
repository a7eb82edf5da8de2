// Copies the rewrite of loop-carried tensors no longer makes (the fuzzer's
// quality notes, seeds 13434 @t32 and 13423 @t35):
// - A loop position of dynamic shape is never copied back into (a yield
//   that is not its buffer is passed through), so its init is written only
//   by uses through the region arguments: with none, the init is only read
//   and goes in place (here the fill's buffer, no copy before the loop).
// - A yielded tensor.empty passed through gets a new buffer but no copy of
//   its undefined contents.
// - Copying back a tensor defined outside the loop into carried buffers
//   that are this loop's own copies of their inits needs no temporary:
//   the outer buffer existed before those allocations.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

func.func private @use(%t: tensor<?xi64>)

// CHECK-LABEL: func.func @yield_outer_empty_dynamic(
//       CHECK:   %[[E:.*]] = memref.alloc
//       CHECK:   linalg.fill {{.*}} outs(%[[E]] :
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for
//       CHECK:     memref.alloc
//   CHECK-NOT:     memref.copy
//       CHECK:     scf.yield
//   CHECK-NOT:   memref.copy
//       CHECK:   return
func.func @yield_outer_empty_dynamic(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant -7 : i64
  %e = tensor.empty(%n) : tensor<?xi64>
  %f = linalg.fill ins(%k : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (tensor<?xi64>) {
    scf.yield %e : tensor<?xi64>
  }
  func.call @use(%r) : (tensor<?xi64>) -> ()
  return
}

// -----

func.func private @use(%t: tensor<?xi64>)

// CHECK-LABEL: func.func @copy_back_outer_block_arg(
//       CHECK:   {{\^}}bb1(%[[B:[0-9a-z_]+]]: memref<4xi64
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   memref.copy %[[B]], %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.while
//       CHECK:   } do {
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.copy %[[B]], %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     scf.yield
func.func @copy_back_outer_block_arg(%t: tensor<4xi64>, %c: i1) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1(%t : tensor<4xi64>)
^bb1(%b: tensor<4xi64>):
  %w:2 = scf.while (%i = %c0, %x = %b) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    scf.condition(%c) %i, %x : index, tensor<4xi64>
  } do {
  ^bb0(%i: index, %x: tensor<4xi64>):
    scf.yield %i, %b : index, tensor<4xi64>
  }
  %d = tensor.cast %w#1 : tensor<4xi64> to tensor<?xi64>
  func.call @use(%d) : (tensor<?xi64>) -> ()
  %bc = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @use(%bc) : (tensor<?xi64>) -> ()
  return
}

// -----

func.func private @use(%t: tensor<?xi64>)

// A static position that yields a constant is passed through (the global
// goes on), never copied back: its init, read after the loop, is only read
// by it and stays in place (the fuzzer's seed 13445 @t29).
// CHECK-LABEL: func.func @yield_constant_init_read_after(
//  CHECK-SAME:   %[[T:[0-9a-z]+]]: memref<3xi64
//   CHECK-NOT:   memref.alloc
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[T]])
func.func @yield_constant_init_read_after(%t: tensor<3xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<3xi64>) {
    %k = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
    scf.yield %k : tensor<3xi64>
  }
  %rc = tensor.cast %r : tensor<3xi64> to tensor<?xi64>
  func.call @use(%rc) : (tensor<?xi64>) -> ()
  %x = tensor.extract %t[%c0] : tensor<3xi64>
  return %x : i64
}
