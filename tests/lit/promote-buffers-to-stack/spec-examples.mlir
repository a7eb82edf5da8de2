// The promotion constraints of the specification
// (spec/buffer-deallocation-internals.md and spec/bufferization-on-mlir-legacy.md,
// "Conversion from AllocOp to AllocaOp"): "Control flow", "Buffer Size",
// "Dynamic Size", illustrated on the spec's own examples where it has some
// (@condBranch, @condBranchDynamicType, @mixedAllocation), in MLIR 22 syntax.
// Every CHECK is what upstream MLIR 22's promote-buffers-to-stack outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s

// Spec, "Control flow": "If a buffer is leaving a block, we are not allowed
// to convert it into an alloca." Upstream reads "block" as the automatic
// allocation scope (here the function body): a buffer returned from the
// function is not promoted.

// CHECK-LABEL: func @leaves_the_function
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//   CHECK-NOT:   memref.alloca
//       CHECK:   return %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @leaves_the_function(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  return %0 : memref<2xf32>
}

// -----

// Spec @condBranch ("Movement and Placement of Allocations"), under
// promotion. The buffer leaves its cf block bb2 through the block argument
// %1 of bb3, but not the function: upstream promotes it, in place.
//
//      bb0
//     /   \
//   bb1   bb2 <- alloc -> alloca
//     \   /
//      bb3(%1)

// CHECK-LABEL: func @condBranch
//   CHECK-NOT:   memref.alloc
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOCA:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOCA]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOCA]] : memref<2xf32>)
//   CHECK-NOT:   memref.alloc
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32> // aliases: %1
  test.buffer_based in(%arg1: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>): // %1 could be %0 or %arg1
  test.copy(%1, %arg2) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Spec @condBranch, with bb3 returning %1 instead of copying it: the buffer
// leaves the function through the block argument, so it is not promoted.
//
//      bb0
//     /   \
//   bb1   bb2 <- alloc: stays an alloc
//     \   /
//      bb3(%1) -> return %1

// CHECK-LABEL: func @condBranchReturned
//   CHECK-NOT:   memref.alloca
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//   CHECK-NOT:   memref.alloca
func.func @condBranchReturned(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%arg1: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  return %1 : memref<2xf32>
}

// -----

// Spec, "Buffer Size": "it makes sense to limit the size of these buffers
// and only convert small ones. [...] The current default value is 1KB."
// 256 x f32 is exactly 1024 bytes and is promoted; 257 x f32 is not.

// CHECK-LABEL: func @buffer_size
//  CHECK-NEXT:   %[[A:.*]] = memref.alloca() : memref<256xf32>
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc() : memref<257xf32>
func.func @buffer_size() {
  %0 = memref.alloc() : memref<256xf32>
  %1 = memref.alloc() : memref<257xf32>
  test.copy(%0, %0) : (memref<256xf32>, memref<256xf32>)
  test.copy(%1, %1) : (memref<257xf32>, memref<257xf32>)
  return
}

// -----

// Spec, "Dynamic Size": "we can not convert buffers with dynamic size, since
// the dimension is not known a priori", on the spec's @condBranchDynamicType:
// alloc(%0) stays an alloc.
//
//      bb0
//     /   \
//   bb1   bb2(%0) <- alloc(%0): stays an alloc
//     \   /
//      bb3(%2)

// CHECK-LABEL: func @condBranchDynamicType
//   CHECK-NOT:   memref.alloca
//       CHECK: ^bb2(%[[SIZE:.*]]: index):
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
//   CHECK-NOT:   memref.alloca
func.func @condBranchDynamicType(
  %arg0: i1,
  %arg1: memref<?xf32>,
  %arg2: memref<?xf32>,
  %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  test.buffer_based in(%arg1: memref<?xf32>) out(%1: memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  test.copy(%2, %arg2) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// Spec @mixedAllocation ("Detection of Buffer Allocations"), `use(...)`
// filled in with test.buffer_based and `...` with a test.copy: the existing
// alloca is left alone and the alloc, which does not leave the function, is
// promoted in place (right after the alloca).
//
//      bb0 <- alloca %0, alloc %1 -> alloca
//     /   \
//   bb1   bb2
//     \   /
//      bb3(%2)

// CHECK-LABEL: func @mixedAllocation
//  CHECK-NEXT:   %[[ALLOCA0:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   %[[ALLOCA1:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb1:
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOCA0]] : memref<2xf32>)
//       CHECK: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOCA1]] : memref<2xf32>)
//   CHECK-NOT:   memref.alloc(
func.func @mixedAllocation(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  %0 = memref.alloca() : memref<2xf32> // aliases: %2
  %1 = memref.alloc() : memref<2xf32> // aliases: %2
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  test.buffer_based in(%arg1: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  test.buffer_based in(%arg1: memref<2xf32>) out(%1: memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  test.copy(%2, %arg2) : (memref<2xf32>, memref<2xf32>)
  return
}
