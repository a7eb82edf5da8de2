// The specification's hoisting examples (spec/buffer-deallocation-internals.md
// and spec/bufferization-on-mlir-legacy.md, "Movement and Placement of
// Allocations") and its loop example (@loop_nested_if, "Placement of
// Deallocs"), run through buffer-loop-hoisting, in MLIR 22 syntax (`use(%x)`
// -> test.buffer_based, "linalg.copy" -> test.copy). buffer-loop-hoisting only
// moves allocations out of loops: none of the spec's examples moves.
// Every CHECK is what upstream MLIR 22's buffer-loop-hoisting outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-loop-hoisting))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' %s -split-input-file | FileCheck %s

// Spec @condBranch: buffer-hoisting moves the alloc to bb0, but there is no
// loop here, so buffer-loop-hoisting leaves it in bb2.
//
//      bb0
//     /   \
//   bb1   bb2 <- alloc: stays
//     \   /
//      bb3(%1)

// CHECK-LABEL: func @condBranch
//  CHECK-NEXT:   cf.cond_br
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   cf.br ^bb3
//  CHECK-NEXT: ^bb2:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:   cf.br ^bb3(%[[ALLOC]] : memref<2xf32>)
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

// Spec @condBranchDynamicType: the alloc depends on bb2's block argument %0
// and there is no loop; it stays in bb2.
//
//      bb0
//     /   \
//   bb1   bb2(%0) <- alloc(%0): stays
//     \   /
//      bb3(%2)

// CHECK-LABEL: func @condBranchDynamicType
//   CHECK-NOT:   memref.alloc
//       CHECK: ^bb2(%[[SIZE:.*]]: index):
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<?xf32>) out(%[[ALLOC]] : memref<?xf32>)
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

// Spec @loop_nested_if ("Placement of Deallocs", back edges): the alloc %3 in
// the then-branch makes %2 an alias that is yielded back to %iterBuf through
// the loop's back edge, so it must be a fresh buffer per iteration: it is not
// moved out of the scf.if nor out of the scf.for.

// CHECK-LABEL: func @loop_nested_if
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for {{.*}} iter_args(%[[ITER:.*]] = %{{.*}}) -> (memref<2xf32>) {
//  CHECK-NEXT:     arith.cmpi
//  CHECK-NEXT:     %[[R:.*]] = scf.if
//  CHECK-NEXT:       %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:       test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:       scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     } else {
//  CHECK-NEXT:       scf.yield %[[ITER]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     }
//  CHECK-NEXT:     scf.yield %[[R]]{{([^[:alnum:]_]|$)}}
func.func @loop_nested_if(
  %lb: index,
  %ub: index,
  %step: index,
  %buf: memref<2xf32>,
  %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step
    iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32> // makes %2 a critical alias due to a
                                          // divergent allocation
      test.buffer_based in(%buf: memref<2xf32>) out(%3: memref<2xf32>)
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  test.copy(%0, %res) : (memref<2xf32>, memref<2xf32>)
  return
}
