// A vector.mask without a masked op that yields a tensor from outside
// (valid IR; canonicalize folds it away). Its result is that tensor's
// buffer; the vector.mask stays, without results (OURS). Upstream's
// analysis agrees (vector.mlir), its rewrite crashes on it: the second RUN
// line records the crash, so a fixed upstream is noticed.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=OURS
// RUN: not --crash mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM-CRASH

// OURS-LABEL: func @mask_yields_outside_tensor(
// OURS-SAME: %[[T:[^:]*]]: memref<16xf32, strided<[?], offset: ?>>, %[[M:[^:]*]]: vector<4xi1>
// OURS-NEXT: vector.mask %[[M]] { vector.yield } : vector<4xi1>{{$}}
// OURS-NEXT: return %[[T]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-CRASH: Stack dump
func.func @mask_yields_outside_tensor(%t: tensor<16xf32>, %m: vector<4xi1>) -> tensor<16xf32> {
  %r = vector.mask %m { vector.yield %t : tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  return %r : tensor<16xf32>
}
