// Better than upstream: an allocation that is already freed (directly or
// through an alias) is not moved away from its dealloc. Here each scf.if
// branch allocates a buffer that is yielded and freed after the scf.if.
// Upstream hoists both allocations above the scf.if, so both run while only
// the yielded one is freed: the other leaks on every execution.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-hoisting))' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @freed_after_if
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc()
//       CHECK:   } else {
//  CHECK-NEXT:     %[[B:.*]] = memref.alloc()
//       CHECK:   memref.dealloc %[[R]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-LABEL: func @freed_after_if
//  UPSTREAM-NEXT:   memref.alloc()
//  UPSTREAM-NEXT:   memref.alloc()
//  UPSTREAM-NEXT:   scf.if
func.func @freed_after_if(%c: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%a: memref<4xf32>)
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  memref.dealloc %r : memref<4xf32>
  return
}
