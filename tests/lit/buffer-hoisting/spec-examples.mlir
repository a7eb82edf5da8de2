// The buffer-hoisting examples of the specification
// (spec/buffer-deallocation-internals.md and its longer form
// spec/bufferization-on-mlir-legacy.md, section "Movement and Placement of
// Allocations"), in MLIR 22 syntax: `func` -> `func.func`, `alloc` ->
// `memref.alloc`, `cond_br`/`br` -> `cf.cond_br`/`cf.br`, the spec's
// `use(%x)` -> `test.buffer_based in(...) out(%x)` and
// `"linalg.copy"(%a, %b)` -> `test.copy(%a, %b)`.
// Every CHECK is what upstream MLIR 22's buffer-hoisting outputs; the second
// RUN line runs upstream on the same input against the same CHECKs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-hoisting))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s -split-input-file | FileCheck %s

// Spec, "Movement and Placement of Allocations", first snippet (before) and
// second snippet (after): the alloc in bb2 has the alias %1 (block argument
// of bb3), so the common dominator of all its uses is bb0 and it moves there,
// in front of bb0's terminator ("The alloc is moved from bb2 to the
// beginning and it is passed as an argument to bb3").
//
//      bb0
//     /   \
//   bb1   bb2 <- alloc (before), alloc lands in bb0 (after)
//     \   /
//      bb3(%1) <- test.copy(%1, %arg2)

// CHECK-LABEL: func @condBranch
//  CHECK-SAME: (%[[COND:.*]]: i1, %[[ARG1:.*]]: memref<2xf32>, %[[ARG2:.*]]: memref<2xf32>)
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br %[[COND]], ^bb1, ^bb2
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   cf.br ^bb3(%[[ARG1]] : memref<2xf32>)
//  CHECK-NEXT: ^bb2:
//   CHECK-NOT:   memref.alloc
//  CHECK-NEXT:   test.buffer_based in(%[[ARG1]] : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT: ^bb3(%[[ALIAS:.*]]: memref<2xf32>):
//  CHECK-NEXT:   test.copy(%[[ALIAS]], %[[ARG2]])
//  CHECK-NEXT:   return
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

// Spec, "Movement and Placement of Allocations", third snippet: "Due to the
// data dependency of the allocation to %0, we cannot move the allocation out
// of bb2 in this case". The size %0 is a block argument of bb2, so bb2 is
// the highest block the alloc may live in.
//
//      bb0
//     /   \
//   bb1   bb2(%0) <- alloc(%0) stays here
//     \   /
//      bb3(%2)

// CHECK-LABEL: func @condBranchDynamicType
//  CHECK-SAME: (%[[COND:.*]]: i1, %[[ARG1:.*]]: memref<?xf32>, %[[ARG2:.*]]: memref<?xf32>, %[[ARG3:.*]]: index)
//   CHECK-NOT:   memref.alloc
//       CHECK:   cf.cond_br %[[COND]], ^bb1, ^bb2(%[[ARG3]] : index)
//       CHECK: ^bb1:
//   CHECK-NOT:   memref.alloc
//       CHECK:   cf.br ^bb3(%[[ARG1]] : memref<?xf32>)
//       CHECK: ^bb2(%[[SIZE:.*]]: index):
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
//  CHECK-NEXT:   test.buffer_based in(%[[ARG1]] : memref<?xf32>) out(%[[ALLOC]] : memref<?xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOC]] : memref<?xf32>)
//       CHECK: ^bb3(%[[ALIAS:.*]]: memref<?xf32>):
//  CHECK-NEXT:   test.copy(%[[ALIAS]], %[[ARG2]])
func.func @condBranchDynamicType(
  %arg0: i1,
  %arg1: memref<?xf32>,
  %arg2: memref<?xf32>,
  %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32> // cannot be moved upwards to the data
                                        // dependency to %0
  test.buffer_based in(%arg1: memref<?xf32>) out(%1: memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  test.copy(%2, %arg2) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// Spec, "Detection of Buffer Allocations", @mixedAllocation: a "hybrid" setup
// of alloc and alloca. The spec's `use(...)` and `...` are filled in with
// test.buffer_based and a test.copy of %2. Both allocations already sit in
// bb0, the dominator of all uses, so nothing moves: in particular the alloca
// is never touched by buffer-hoisting.
//
//      bb0 <- alloca %0, alloc %1
//     /   \
//   bb1   bb2
//     \   /
//      bb3(%2)

// CHECK-LABEL: func @mixedAllocation
//  CHECK-NEXT:   %[[ALLOCA:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   cf.cond_br
//       CHECK: ^bb1:
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOCA]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOCA]] : memref<2xf32>)
//       CHECK: ^bb2:
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOC]] : memref<2xf32>)
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

// -----

// Spec, "Structured control flow" (RegionBranchOpInterface section),
// @nested_region_control_flow: not a hoisting example in the spec, but its
// nested allocation %3 shows the rule "allocations can be moved out of
// nested regions, if necessary": %3 is only used inside the else region
// (`use(%3)` -> test.buffer_based), so the dominator of its uses is the else
// block and it is NOT moved out of the scf.if. %1 already sits in the entry
// block.

// CHECK-LABEL: func @nested_region_control_flow
//  CHECK-SAME: (%[[A0:.*]]: index, %[[A1:.*]]: index)
//       CHECK:   %[[ALLOC0:.*]] = memref.alloc(%[[A0]], %[[A0]]) : memref<?x?xf32>
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     scf.yield %[[ALLOC0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[ALLOC1:.*]] = memref.alloc(%[[A0]], %[[A1]]) : memref<?x?xf32>
//  CHECK-NEXT:     test.buffer_based in(%[[ALLOC0]] : memref<?x?xf32>) out(%[[ALLOC1]] : memref<?x?xf32>)
//  CHECK-NEXT:     scf.yield %[[ALLOC0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @nested_region_control_flow(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32> // %2 will be an alias of %1
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32> // nested allocation in a div.
                                                      // branch
    test.buffer_based in(%1: memref<?x?xf32>) out(%3: memref<?x?xf32>)
    scf.yield %1 : memref<?x?xf32> // %2 will be an alias of %1
  }
  return %2 : memref<?x?xf32>
}
