// Safer than upstream. UPSTREAM BUG: a temporary inside an scf.if branch
// is summed by a call whose i64 result the branch yields; upstream MLIR 22
// takes the scf.if result for an alias of the buffer, finds its use
// (func.return) outside the free's block and crashes (segmentation fault
// in Operation::isProperAncestor). ferrobuf moves the free up to the call
// (the store after it does not touch the buffer). See
// call-scalar-result.mlir.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' | FileCheck %s
// RUN: not --crash mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))'

// CHECK-LABEL: func @scalar_yielded
//       CHECK:   scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc
//  CHECK-NEXT:     %[[S:.*]] = func.call @sum(%[[A]])
//  CHECK-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.store
//  CHECK-NEXT:     scf.yield %[[S]]{{([^[:alnum:]_]|$)}}
func.func private @sum(memref<?xi64>) -> i64
func.func @scalar_yielded(%c: i1, %n: index, %d: i64, %o: memref<1xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> i64 {
    %a = memref.alloc(%n) : memref<?xi64>
    %s = func.call @sum(%a) : (memref<?xi64>) -> i64
    memref.store %d, %o[%c0] : memref<1xi64>
    memref.dealloc %a : memref<?xi64>
    scf.yield %s : i64
  } else {
    scf.yield %d : i64
  }
  return %r : i64
}
