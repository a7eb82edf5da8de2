// Buffer block arguments of non-entry blocks: the join of the incoming
// buffers' types when every branch's value is known (as upstream), the
// fully dynamic layout otherwise (a loop's back edge). Upstream's
// deallocation pipeline follows buffers through casts at branches much
// worse: on tests/e2e/dealloc/cf_diamond_both_live.mlir it made 27
// allocations (dealloc lists) after ferrobuf's bufferization with casts at
// the branches, 7 now (the same as after upstream's bufferization).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// CHECK-LABEL: func @diamond(
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK: %[[B:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<?xi64>
// CHECK: cf.br ^[[J:.*]](%[[A]] : memref<?xi64>)
// CHECK: cf.br ^[[J]](%[[B]] : memref<?xi64>)
// CHECK: ^[[J]](%[[T:.*]]: memref<?xi64>):
// CHECK-NEXT: memref.cast %[[T]] : memref<?xi64> to memref<?xi64, strided<[?], offset: ?>>
func.func @diamond(%c: i1, %n: index, %x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %e1 = tensor.empty(%n) : tensor<?xi64>
  %a = linalg.fill ins(%x : i64) outs(%e1 : tensor<?xi64>) -> tensor<?xi64>
  %e2 = tensor.empty(%n) : tensor<?xi64>
  %b = linalg.fill ins(%y : i64) outs(%e2 : tensor<?xi64>) -> tensor<?xi64>
  cf.cond_br %c, ^l, ^r
^l:
  cf.br ^join(%a : tensor<?xi64>)
^r:
  cf.br ^join(%b : tensor<?xi64>)
^join(%t: tensor<?xi64>):
  %v = tensor.extract %t[%c0] : tensor<?xi64>
  return %v : i64
}

// -----

// The loop header's argument also receives its own next value (a block
// argument through the back edge): fully dynamic, casts at the branches.
// CHECK-LABEL: func @loop(
// CHECK: ^[[H:.*]](%{{.*}}: index, %[[T:.*]]: memref<4xi64, strided<[?], offset: ?>>):
func.func @loop(%n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%x : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^h(%c0, %a : index, tensor<4xi64>)
^h(%i: index, %t: tensor<4xi64>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %u = tensor.insert %x into %t[%c0] : tensor<4xi64>
  %j = arith.addi %i, %c1 : index
  cf.br ^h(%j, %u : index, tensor<4xi64>)
^exit:
  %v = tensor.extract %t[%c0] : tensor<4xi64>
  return %v : i64
}
