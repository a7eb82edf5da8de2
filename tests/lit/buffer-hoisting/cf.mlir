// buffer-hoisting on unstructured control flow (cf dialect): an alloc moves
// to the nearest common dominator of all uses of the buffer and of its
// aliases (block arguments it is passed to, subviews, casts), but not above
// the block defining one of its size operands; it lands right before the
// terminator of that block. Allocas are not moved.
// Every CHECK is what upstream MLIR 22's buffer-hoisting outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-hoisting))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s -split-input-file | FileCheck %s

// The common dominator is not the entry block: the alias %b is only used in
// bb4, whose immediate dominator is bb1. The alloc lands in bb1, after the
// other ops of bb1 and right before its terminator.
//
//      bb0
//     /   \
//   bb1    |   <- alloc lands here (before cf.cond_br)
//   /  \   |
// bb2  bb3 |   <- alloc in bb2
//   \  /   |
//   bb4(%b)|   <- test.copy(%b, ...)
//      \   |
//       bb5

// CHECK-LABEL: func @nested_diamond
//  CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1, %[[A:.*]]: memref<2xf32>)
//  CHECK-NEXT:   %[[CST:.*]] = arith.constant
//   CHECK-NOT:   memref.alloc
//  CHECK-NEXT:   cf.cond_br %[[C]], ^bb1, ^bb5
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   arith.addf %[[CST]], %[[CST]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br %[[D]], ^bb2, ^bb3
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%[[A]] : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb4(%[[ALLOC]] : memref<2xf32>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   return
func.func @nested_diamond(%c: i1, %d: i1, %a: memref<2xf32>) {
  %x = arith.constant 1.0 : f32
  cf.cond_br %c, ^bb1, ^bb5
^bb1:
  %y = arith.addf %x, %x : f32
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb4(%0 : memref<2xf32>)
^bb3:
  cf.br ^bb4(%a : memref<2xf32>)
^bb4(%b: memref<2xf32>):
  test.copy(%b, %a) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb5
^bb5:
  return
}

// -----

// An alloc whose buffer (and aliases) are only used in its own block stays
// there, even though a dominator exists.
//
//      bb0
//     /   \
//   bb1   bb2 <- alloc, used only in bb2: stays
//     \   /
//      bb3

// CHECK-LABEL: func @used_only_locally
//   CHECK-NOT:   memref.alloc
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:   test.copy(%[[ALLOC]], %{{.*}})
//  CHECK-NEXT:   cf.br ^bb3
func.func @used_only_locally(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3
^bb3:
  return
}

// -----

// Aliases through views: a subview (then a memref.cast) of the first alloc is
// passed to bb3, so the first alloc moves to bb0. The second alloc's subview
// is only used inside bb2, so the second alloc stays in bb2.
//
//      bb0 <- %0 lands here
//     /   \
//   bb1   bb2 <- %1 stays
//     \   /
//      bb3(%x) <- %x aliases subview(%0)

// CHECK-LABEL: func @subview_alias
//  CHECK-NEXT:   %[[ALLOC0:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   cf.cond_br
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   %[[SV:.*]] = memref.subview %[[ALLOC0]][1] [2] [1]
//  CHECK-NEXT:   %[[CAST:.*]] = memref.cast %[[SV]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   cf.br ^bb3(%[[CAST]] : {{.*}})
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   %[[ALLOC1:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[SV1:.*]] = memref.subview %[[ALLOC1]][0] [2] [1]
//  CHECK-NEXT:   test.copy(%[[SV1]], %{{.*}})
func.func @subview_alias(%c: i1, %a: memref<2xf32>, %o: memref<2xf32, strided<[1], offset: ?>>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = memref.alloc() : memref<4xf32>
  %sv = memref.subview %0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %cast = memref.cast %sv : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1], offset: ?>>
  cf.br ^bb3(%cast : memref<2xf32, strided<[1], offset: ?>>)
^bb2:
  %1 = memref.alloc() : memref<4xf32>
  %sv1 = memref.subview %1[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  test.copy(%sv1, %a) : (memref<2xf32, strided<[1]>>, memref<2xf32>)
  cf.br ^bb3(%o : memref<2xf32, strided<[1], offset: ?>>)
^bb3(%x: memref<2xf32, strided<[1], offset: ?>>):
  test.copy(%x, %o) : (memref<2xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>)
  return
}

// -----

// A dynamic size that is a function argument does not restrict the move:
// same shape as the spec's @condBranchDynamicType, but the alloc uses %arg3
// directly instead of bb2's block argument, so it moves to bb0.
//
//      bb0 <- alloc(%arg3) lands here
//     /   \
//   bb1   bb2 <- alloc(%arg3)
//     \   /
//      bb3(%2)

// CHECK-LABEL: func @dynamic_size_from_argument
//  CHECK-SAME: (%[[COND:.*]]: i1, %{{.*}}: memref<?xf32>, %{{.*}}: memref<?xf32>, %[[N:.*]]: index)
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//  CHECK-NEXT:   cf.cond_br %[[COND]], ^bb1, ^bb2
//   CHECK-NOT:   memref.alloc
//       CHECK:   cf.br ^bb3(%[[ALLOC]] : memref<?xf32>)
func.func @dynamic_size_from_argument(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2:
  %1 = memref.alloc(%arg3) : memref<?xf32>
  test.buffer_based in(%arg1: memref<?xf32>) out(%1: memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  test.copy(%2, %arg2) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// The size operand bounds the move: the aliases meet in bb4, whose dominator
// with bb2 is bb0, but the size %m is defined in bb1, so the alloc moves only
// up to bb1 (before bb1's terminator, after the definition of %m).
//
//      bb0          <- common dominator of the uses
//     /   \
//   bb1    |        <- %m = arith.addi; alloc(%m) lands here
//   /  \   |
// bb2  bb3 |        <- alloc(%m) in bb2
//   \  /   |
//    \/    |
//    bb4(%x) <------ (bb0 branches here directly with %a)

// CHECK-LABEL: func @dynamic_size_bounds_the_move
//  CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1, %[[N:.*]]: index,
//   CHECK-NOT:   memref.alloc
//       CHECK:   cf.cond_br %[[C]], ^bb1, ^bb4
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   %[[M:.*]] = arith.addi %[[N]], %[[N]] : index
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//  CHECK-NEXT:   cf.cond_br %[[D]], ^bb2, ^bb3
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<?xf32>) out(%[[ALLOC]] : memref<?xf32>)
//  CHECK-NEXT:   cf.br ^bb4(%[[ALLOC]] : memref<?xf32>)
func.func @dynamic_size_bounds_the_move(%c: i1, %d: i1, %n: index, %a: memref<?xf32>, %o: memref<?xf32>) {
  cf.cond_br %c, ^bb1, ^bb4(%a : memref<?xf32>)
^bb1:
  %m = arith.addi %n, %n : index
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  %0 = memref.alloc(%m) : memref<?xf32>
  test.buffer_based in(%a: memref<?xf32>) out(%0: memref<?xf32>)
  cf.br ^bb4(%0 : memref<?xf32>)
^bb3:
  cf.br ^bb4(%a : memref<?xf32>)
^bb4(%x: memref<?xf32>):
  test.copy(%x, %o) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// Several allocs of one block move together and keep their order.

// CHECK-LABEL: func @two_allocs_keep_order
//  CHECK-NEXT:   %[[ALLOC0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[ALLOC1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC0]] : memref<2xf32>)
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<3xf32>) out(%[[ALLOC1]] : memref<3xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOC0]], %[[ALLOC1]] : memref<2xf32>, memref<3xf32>)
func.func @two_allocs_keep_order(%c: i1, %a: memref<2xf32>, %b: memref<3xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a, %b : memref<2xf32>, memref<3xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  %1 = memref.alloc() : memref<3xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.buffer_based in(%b: memref<3xf32>) out(%1: memref<3xf32>)
  cf.br ^bb3(%0, %1 : memref<2xf32>, memref<3xf32>)
^bb3(%x: memref<2xf32>, %y: memref<3xf32>):
  test.copy(%x, %a) : (memref<2xf32>, memref<2xf32>)
  test.copy(%y, %b) : (memref<3xf32>, memref<3xf32>)
  return
}

// -----

// Allocas are not moved by buffer-hoisting, even in the exact situation of
// the spec's @condBranch where an alloc moves to bb0.
//
//      bb0
//     /   \
//   bb1   bb2 <- alloca: stays
//     \   /
//      bb3(%1)

// CHECK-LABEL: func @alloca_not_moved
//   CHECK-NOT:   memref.alloca
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOCA:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOCA]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOCA]] : memref<2xf32>)
func.func @alloca_not_moved(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %0 = memref.alloca() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  test.copy(%1, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// An unstructured loop: the buffer allocated in the body bb2 flows back to
// the header bb1 as %x, which is used in the exit block bb3. The common
// dominator of bb2 and bb3 is the header bb1, so the alloc moves into the
// header (before its terminator); it stays inside the loop, and now also runs
// on the exit path. It does not leave the loop: bb0 would not dominate the
// uses any better than bb1.
//
//      bb0
//       |
//      bb1(%i, %x) <----+  <- alloc lands here
//     /   \             |
//   bb3   bb2 ----------+  <- alloc in bb2, passed back as %x
//  (use %x)

// CHECK-LABEL: func @cf_loop_carried
//   CHECK-NOT:   memref.alloc
//       CHECK: ^bb1(%[[I:.*]]: index, %[[X:.*]]: memref<2xf32>):
//  CHECK-NEXT:   %[[CMP:.*]] = arith.cmpi slt, %[[I]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br %[[CMP]], ^bb2, ^bb3
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%[[X]] : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//   CHECK-NOT:   memref.alloc
//       CHECK:   cf.br ^bb1(%{{.*}}, %[[ALLOC]] : index, memref<2xf32>)
func.func @cf_loop_carried(%n: index, %a: memref<2xf32>, %o: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %a : index, memref<2xf32>)
^bb1(%i: index, %x: memref<2xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%x: memref<2xf32>) out(%0: memref<2xf32>)
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j, %0 : index, memref<2xf32>)
^bb3:
  test.copy(%x, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Same unstructured loop, but the buffer is used only inside the body: it
// stays in bb2.
//
//      bb0
//       |
//      bb1(%i) <----+
//     /   \         |
//   bb3   bb2 ------+  <- alloc, used only here: stays

// CHECK-LABEL: func @cf_loop_local
//   CHECK-NOT:   memref.alloc
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:   test.copy(%[[ALLOC]], %{{.*}})
func.func @cf_loop_local(%n: index, %a: memref<2xf32>, %o: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  return
}
