// Better than upstream: an allocation freed inside the loop is not hoisted
// out of it. Upstream hoists the alloc and leaves the dealloc in the loop
// body, so the one buffer is freed once per iteration (a double free from
// the second iteration on).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-loop-hoisting))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @freed_in_for
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc()
//       CHECK:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-LABEL: func @freed_in_for
//  UPSTREAM-NEXT:   %[[A:.*]] = memref.alloc()
//  UPSTREAM-NEXT:   scf.for
//       UPSTREAM:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @freed_in_for(%lb: index, %ub: index, %s: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%a: memref<4xf32>)
    test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

// A stack buffer freed by nothing is still hoisted (as upstream).
// CHECK-LABEL: func @alloca_in_for
//  CHECK-NEXT:   memref.alloca()
//  CHECK-NEXT:   scf.for
// UPSTREAM-LABEL: func @alloca_in_for
//  UPSTREAM-NEXT:   memref.alloca()
//  UPSTREAM-NEXT:   scf.for
func.func @alloca_in_for(%lb: index, %ub: index, %s: index, %in: memref<4xf32>, %out: memref<4xf32>) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloca() : memref<4xf32>
    test.buffer_based in(%in: memref<4xf32>) out(%a: memref<4xf32>)
    test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  }
  return
}
