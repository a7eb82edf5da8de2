// ferrobuf-buffer-deallocation-pipeline on small bufferized functions: the
// whole recommended pipeline (realloc expansion, ownership-based
// deallocation, canonicalize, simplification, lowering, cse, canonicalize)
// leaves no bufferization.dealloc, frees every buffer with memref.dealloc
// (statically where ownership folds to true, under scf.if otherwise), and
// keeps the ownership i1 values only where they are dynamic.
// COMMON lines hold for upstream's buffer-deallocation-pipeline too.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' %s -split-input-file | FileCheck %s --check-prefixes=COMMON,CHECK
// RUN: mlir-opt --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' %s -split-input-file | FileCheck %s --check-prefixes=COMMON

// A loop whose iterations may allocate a new buffer (scf.if) or keep the
// previous one. The scf.if loses its ownership result (canonicalize: it is
// the branch condition); the loop carries the ownership of its buffer; the
// previous iteration's buffer is freed when replaced (inside the loop,
// through a runtime alias check against the yielded one: the single-memref
// lowering, see buffer-deallocation-simplification/base-buffer-of-retained.mlir);
// the last one is freed after the loop under the loop's ownership result.

// COMMON-LABEL: func @loop_if
//  COMMON-SAME: (%{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[C:.*]]: i1, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-SAME: attributes {ferrobuf.deallocated}
//   COMMON-DAG:   %[[FALSE:.*]] = arith.constant false
//       COMMON:   %[[FOR:.*]]:2 = scf.for {{.*}} iter_args(%[[IT:.*]] = %[[A]], %[[IT_OWN:.*]] = %[[FALSE]]) -> (memref<4xf32>, i1) {
//  COMMON-NEXT:     %[[IF:.*]] = scf.if %[[C]] -> (memref<4xf32>) {
//  COMMON-NEXT:       %[[B:.*]] = memref.alloc() : memref<4xf32>
//  COMMON-NEXT:       test.buffer_based in(%[[IT]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//  COMMON-NEXT:       scf.yield %[[B]]{{([^[:alnum:]_]|$)}}
//  COMMON-NEXT:     } else {
//  COMMON-NEXT:       scf.yield %[[IT]]{{([^[:alnum:]_]|$)}}
//  COMMON-NEXT:     }
//       COMMON:     %[[IT_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IT]]{{([^[:alnum:]_]|$)}}
//   COMMON-NOT:     dealloc_helper
//       COMMON:     scf.if %{{.*}} {
//  COMMON-NEXT:       memref.dealloc %[[IT_BASE]] : memref<f32>
//       COMMON:     scf.yield %[[IF]], %{{.*}} : memref<4xf32>, i1
//  COMMON-NEXT:   }
//  COMMON-NEXT:   test.copy(%[[FOR]]#0, %[[OUT]])
//  COMMON-NEXT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[FOR]]#0
//  COMMON-NEXT:   scf.if %[[FOR]]#1 {
//  COMMON-NEXT:     memref.dealloc %[[BASE]] : memref<f32>
//  COMMON-NEXT:   }
//  COMMON-NEXT:   return
//   COMMON-NOT: bufferization.dealloc
func.func @loop_if(%lb: index, %ub: index, %s: index, %c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %a) -> (memref<4xf32>) {
    %n = scf.if %c -> (memref<4xf32>) {
      %b = memref.alloc() : memref<4xf32>
      test.buffer_based in(%it: memref<4xf32>) out(%b: memref<4xf32>)
      scf.yield %b : memref<4xf32>
    } else {
      scf.yield %it : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A temporary per iteration: freed statically at the end of the body (the
// ownership folds to true, the single-memref lowering has no check).

// COMMON-LABEL: func @temp_in_loop
//       COMMON:   scf.for
//  COMMON-NEXT:     %[[T:.*]] = memref.alloc() : memref<4xf32>
//  COMMON-NEXT:     test.buffer_based
//  COMMON-NEXT:     test.copy(%[[T]], %{{.*}})
//  COMMON-NEXT:     memref.dealloc %[[T]] : memref<4xf32>
//  COMMON-NEXT:   }
//  COMMON-NEXT:   return
func.func @temp_in_loop(%lb: index, %ub: index, %s: index, %a: memref<4xf32>, %out: memref<4xf32>) {
  scf.for %i = %lb to %ub step %s {
    %t = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%t: memref<4xf32>)
    test.copy(%t, %out) : (memref<4xf32>, memref<4xf32>)
  }
  return
}

// -----

// scf.if local buffers and a returned one: the local one is freed in its
// branch, the returned one is not freed (owned by the caller) and needs no
// clone (its ownership is statically true).

// COMMON-LABEL: func @if_returned
//       COMMON:   scf.if
//  COMMON-NEXT:     %[[T:.*]] = memref.alloc() : memref<4xf32>
//  COMMON-NEXT:     test.copy
//  COMMON-NEXT:     memref.dealloc %[[T]] : memref<4xf32>
//  COMMON-NEXT:   }
//  COMMON-NEXT:   %[[R:.*]] = memref.alloc() : memref<4xf32>
//   COMMON-NOT:   memref.dealloc
//   COMMON-NOT:   bufferization.clone
//       COMMON:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @if_returned(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  scf.if %c {
    %t = memref.alloc() : memref<4xf32>
    test.copy(%a, %t) : (memref<4xf32>, memref<4xf32>)
  }
  %r = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%r: memref<4xf32>)
  return %r : memref<4xf32>
}

// -----

// memref.realloc is expanded first (ferrobuf-expand-realloc with
// emit-deallocs=false), then handled like any allocation: the old buffer is
// freed unless it is the result (the reinterpret_cast branch).

// CHECK-LABEL: func @grow
//   CHECK-NOT:   memref.realloc
//       CHECK:   %[[OLD:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:   scf.if
//       CHECK:     %[[NEW:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
//       CHECK:     memref.copy %[[OLD]]{{([^[:alnum:]_]|$)}}
//       CHECK:   } else {
//       CHECK:     memref.reinterpret_cast %[[OLD]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.dealloc %[[OLD]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return
func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// Both branches of an scf.if allocate the returned buffer: the result is
// owned on every path (its ownership folds to true), so it is returned as
// is, with no runtime check and no clone. (Upstream frees the result's base
// buffer under a runtime pointer check against the result itself.)

// CHECK-LABEL: func @returned_from_both_branches
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:     memref.alloc()
//       CHECK:     scf.yield
//       CHECK:     memref.alloc()
//       CHECK:     scf.yield
//       CHECK:   }
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   bufferization.clone
//  CHECK-NEXT:   return %[[R]] : memref<4xf32>
func.func @returned_from_both_branches(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}
