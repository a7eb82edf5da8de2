// Safer than upstream. UPSTREAM BUG: when the last user of an alias is the
// block's terminator (the buffer is passed on to a successor), upstream
// MLIR 22 moves the free after the terminator and the result fails to
// verify. Nothing can follow a terminator, so ferrobuf leaves the free
// where it is (the input passes on a freed buffer, which the successor
// does not read here).
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' | FileCheck %s
// RUN: not mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: operation with block successors must terminate its parent block

// CHECK-LABEL: func @passed_to_successor
//       CHECK:   memref.load
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   cf.br ^bb1
func.func @passed_to_successor(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%x: memref<4xf32>):
  return
}
