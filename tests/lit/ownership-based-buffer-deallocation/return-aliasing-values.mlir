// Better than upstream: returned memrefs never alias each other (the
// tutorial's public function boundary ABI: "Returned MemRefs must not alias
// each other"; a caller following it frees each result). A returned memref
// that may alias an earlier returned one -- unless both are surely views of
// two different fresh allocations -- is returned as a fresh
// bufferization.clone. Upstream MLIR 22 returns such values as they are
// (@alias_twice: %a and its subview; @same_twice: %a twice), so a caller
// freeing each result frees the buffer twice.
// (Where the cloned value's own buffer is owned and not otherwise returned
// -- a select between two allocations, two call results -- the original
// is still retained and leaks: xfail-return-aliasing-leak.mlir.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// %a and a subview of it: the subview is cloned; %a, owned, is returned as
// is (the dealloc retains it, so nothing is freed).

// CHECK-LABEL: func @alias_twice
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[S]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[A]] : memref<8xf32>) if (%[[TRUE]]) retain (%[[A]] :
//  CHECK-NEXT:   return %[[A]], %[[C]]{{([^[:alnum:]_]|$)}}

// UPSTREAM-LABEL: func @alias_twice
//   UPSTREAM-NOT:   bufferization.clone
//       UPSTREAM:   return %alloc, %subview
func.func @alias_twice() -> (memref<8xf32>, memref<2xf32, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %a, %s : memref<8xf32>, memref<2xf32, strided<[1], offset: 2>>
}

// -----

// The same value twice: the second is a clone.

// CHECK-LABEL: func @same_twice
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[A]] : memref<8xf32>) if (%{{.*}}) retain (%[[A]] : memref<8xf32>)
//  CHECK-NEXT:   return %[[A]], %[[C]]{{([^[:alnum:]_]|$)}}

// UPSTREAM-LABEL: func @same_twice
//   UPSTREAM-NOT:   bufferization.clone
//       UPSTREAM:   return %alloc, %alloc
func.func @same_twice() -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  return %a, %a : memref<8xf32>, memref<8xf32>
}

// -----

// Two different fresh allocations, and views of two different fresh
// allocations: no clone.

// CHECK-LABEL: func @two_fresh
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   bufferization.dealloc (%[[A]], %[[B]] : {{.*}}) retain (%[[A]], %[[B]] :
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[A]], %[[B]]{{([^[:alnum:]_]|$)}}
func.func @two_fresh() -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  return %a, %b : memref<8xf32>, memref<8xf32>
}

// CHECK-LABEL: func @views_of_two_fresh
//       CHECK:   %[[A:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   %[[SA:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[SB:.*]] = memref.subview %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[OWN:.*]]:2 = bufferization.dealloc (%[[A]], %[[B]] : {{.*}}) retain (%[[SA]], %[[SB]] :
//  CHECK-NEXT:   %[[RA:.*]] = scf.if %[[OWN]]#0
//  CHECK-NEXT:     scf.yield %[[SA]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     bufferization.clone %[[SA]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[RB:.*]] = scf.if %[[OWN]]#1
//  CHECK-NEXT:     scf.yield %[[SB]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     bufferization.clone %[[SB]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[RA]], %[[RB]]{{([^[:alnum:]_]|$)}}
func.func @views_of_two_fresh() -> (memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %sa = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  %sb = memref.subview %b[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %sa, %sb : memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>
}
