// A linalg operand is read when its payload argument is used by a live op:
// the terminator, an op with regions or memory effects, or an op whose
// results a live op uses. A use only by effect-free ops whose results reach
// nothing (`%d = arith.addi %init, %init`, %d unused) observes nothing, so
// the operand is not read: the argument is only written, and a caller
// passing a read-only value allocates without copying (the fuzzer's seed
// 11500 @t21). Upstream counts any use of a linalg.generic argument as a
// read, and never reads a linalg.map init, even one the payload uses (it
// miscompiles that, e2e map_reads_init).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=MEM

// CHECK-LABEL: func @map_dead_init_use(
//  CHECK-SAME:   bufferization.access = "write"
func.func @map_dead_init_use(%t: tensor<4xi64>) -> tensor<4xi64> {
  %c = arith.constant 32 : i64
  %r = linalg.map ins(%t : tensor<4xi64>) outs(%t : tensor<4xi64>)
    (%in: i64, %init: i64) {
      %d = arith.addi %init, %init : i64
      linalg.yield %c : i64
    }
  return %r : tensor<4xi64>
}

// OURS-LABEL: func @map_live_init_use(
//  OURS-SAME:   bufferization.access = "read-write"
// UPSTREAM-LABEL: func @map_live_init_use(
//  UPSTREAM-SAME:   bufferization.access = "write"
func.func @map_live_init_use(%t: tensor<4xi64>) -> tensor<4xi64> {
  %r = linalg.map ins(%t : tensor<4xi64>) outs(%t : tensor<4xi64>)
    (%in: i64, %init: i64) {
      %d = arith.addi %init, %init : i64
      linalg.yield %d : i64
    }
  return %r : tensor<4xi64>
}

// A chain of dead ops (%e uses %d, nothing uses %e) is dead too.
// OURS-LABEL: func @generic_dead_init_use(
//  OURS-SAME:   bufferization.access = "write"
// UPSTREAM-LABEL: func @generic_dead_init_use(
//  UPSTREAM-SAME:   bufferization.access = "read-write"
func.func @generic_dead_init_use(%t: tensor<4xi64>) -> tensor<4xi64> {
  %c = arith.constant 32 : i64
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xi64>) {
  ^bb0(%o: i64):
    %d = arith.addi %o, %o : i64
    %e = arith.muli %d, %d : i64
    linalg.yield %c : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

// The caller of a function that only writes its argument passes a new
// buffer for a constant, without copying the constant into it.
// MEM-LABEL: func @caller(
//       MEM:   memref.get_global
//       MEM:   %[[A:.*]] = memref.alloc()
//   MEM-NOT:   memref.copy
//       MEM:   call @generic_dead_init_use
func.func @caller() -> tensor<4xi64> {
  %k = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %r = func.call @generic_dead_init_use(%k) : (tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
