// Better than upstream: allocations never leave an unstructured (cf) loop,
// just as they never leave scf loops.
//
//      bb0 ------------------+
//       |                    |
//      bb1 (header) <--+     |
//     /   \            |     |
//   bb2    \---------> bb3 <-+   (bb3: exit, merges %arg and the loop value)
//  (body: alloc) ------+
//
// The buffer's aliases are used in the loop and in bb3, whose common
// dominator is bb0, so upstream hoists the alloc into bb0: from the second
// iteration on, test.buffer_based reads and writes the same buffer (the
// previous iteration's result is overwritten while being read). ferrobuf
// climbs only within the loop (its strongly connected component): the alloc
// moves into the header, one allocation per iteration as before.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-hoisting))' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @carried
//  CHECK-NEXT:   cf.cond_br
//  CHECK-NEXT: ^bb1(%[[CUR:.*]]: memref<4xf32>):
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   cf.cond_br
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%[[CUR]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
// UPSTREAM-LABEL: func @carried
//  UPSTREAM-NEXT:   memref.alloc()
//  UPSTREAM-NEXT:   cf.cond_br
func.func @carried(%c: i1, %d: i1, %arg: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^header(%arg : memref<4xf32>), ^exit(%arg : memref<4xf32>)
^header(%cur: memref<4xf32>):
  cf.cond_br %d, ^body, ^exit(%cur : memref<4xf32>)
^body:
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%cur: memref<4xf32>) out(%b: memref<4xf32>)
  cf.br ^header(%b : memref<4xf32>)
^exit(%e: memref<4xf32>):
  test.copy(%e, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
