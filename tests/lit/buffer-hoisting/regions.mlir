// buffer-hoisting and nested regions: an alloc leaves the regions of
// non-loop region-branch ops (scf.if, scf.execute_region, scf.index_switch,
// memref.alloca_scope) when one of its aliases (the op's result) is used
// outside, landing right before the op that contains it. It never leaves a
// loop (scf.for, scf.while, scf.parallel, scf.forall) nor an op that does not
// implement RegionBranchOpInterface, and never moves above the definition of
// a size operand. Allocas are not moved.
// Every CHECK is what upstream MLIR 22's buffer-hoisting outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-hoisting))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s -split-input-file | FileCheck %s

// The alloc is yielded out of the then-region, so the scf.if result is an
// alias used after the scf.if: the alloc lands right before the scf.if (not
// at the top of the block, not before the block's terminator).

// CHECK-LABEL: func @if_yield_lands_before_if
//  CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: memref<2xf32>, %[[O:.*]]: memref<2xf32>)
//  CHECK-NEXT:   %[[CST:.*]] = arith.constant 1.0
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[R:.*]] = scf.if %[[C]] -> (memref<2xf32>) {
//  CHECK-NEXT:     arith.addf
//  CHECK-NEXT:     test.buffer_based in(%[[A]] : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:     scf.yield %[[ALLOC]] : memref<2xf32>
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     scf.yield %[[A]] : memref<2xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   arith.addf
//  CHECK-NEXT:   test.copy(%[[R]], %[[O]])
func.func @if_yield_lands_before_if(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  %x = arith.constant 1.0 : f32
  %r = scf.if %c -> memref<2xf32> {
    %y = arith.addf %x, %x : f32
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  %z = arith.addf %x, %x : f32
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// An alloc only used inside its scf.if region stays there.

// CHECK-LABEL: func @if_local
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:     test.copy(%[[ALLOC]], %{{.*}})
//  CHECK-NEXT:   }
func.func @if_local(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  scf.if %c {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// Yielded through two nested scf.if and used after the outer one: the alloc
// leaves both regions and lands right before the outer scf.if.

// CHECK-LABEL: func @if_in_if
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     arith.constant
//  CHECK-NEXT:     %[[R2:.*]] = scf.if
//  CHECK-NEXT:       scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     } else {
//  CHECK-NEXT:       scf.yield
//  CHECK-NEXT:     }
//  CHECK-NEXT:     scf.yield %[[R2]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   memref.alloc
//       CHECK:   test.copy(%[[R]], %{{.*}})
func.func @if_in_if(%c: i1, %d: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.if %c -> memref<2xf32> {
    %x = arith.constant 0 : index
    %r2 = scf.if %d -> memref<2xf32> {
      %0 = memref.alloc() : memref<2xf32>
      scf.yield %0 : memref<2xf32>
    } else {
      scf.yield %a : memref<2xf32>
    }
    scf.yield %r2 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Yielded out of the inner scf.if only, and used in the outer then-region:
// the alloc leaves the inner scf.if and lands right before it, still inside
// the outer scf.if.

// CHECK-LABEL: func @if_in_if_partial
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     arith.constant
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     %[[R2:.*]] = scf.if
//  CHECK-NEXT:       test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:       scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:     test.copy(%[[R2]], %{{.*}})
func.func @if_in_if_partial(%c: i1, %d: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  scf.if %c {
    %x = arith.constant 0 : index
    %r2 = scf.if %d -> memref<2xf32> {
      %0 = memref.alloc() : memref<2xf32>
      test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
      scf.yield %0 : memref<2xf32>
    } else {
      scf.yield %a : memref<2xf32>
    }
    test.copy(%r2, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// scf.execute_region: a yielded alloc leaves the region; an alloc used only
// inside the region stays.

// CHECK-LABEL: func @execute_region
//  CHECK-NEXT:   %[[ALLOC0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[R:.*]] = scf.execute_region -> memref<2xf32> {
//  CHECK-NEXT:     scf.yield %[[ALLOC0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[R]], %{{.*}})
//  CHECK-NEXT:   scf.execute_region {
//  CHECK-NEXT:     %[[ALLOC1:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[ALLOC1]], %{{.*}})
//  CHECK-NEXT:     scf.yield
//  CHECK-NEXT:   }
func.func @execute_region(%o: memref<2xf32>) {
  %r = scf.execute_region -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  scf.execute_region {
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%1, %o) : (memref<2xf32>, memref<2xf32>)
    scf.yield
  }
  return
}

// -----

// A multi-block scf.execute_region: the alloc in ^bb1 reaches the result
// through the block argument of ^bb3 and scf.yield, so it leaves the region
// and lands before the scf.execute_region.
//
// scf.execute_region:
//      ^bb0
//     /    \
//  ^bb1    ^bb2    <- alloc in ^bb1
//     \    /
//     ^bb3(%x) -> scf.yield %x

// CHECK-LABEL: func @execute_region_multiblock
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   scf.execute_region -> memref<2xf32> {
//  CHECK-NEXT:     cf.cond_br
//  CHECK-NEXT:   ^bb1:
//  CHECK-NEXT:     cf.br ^bb3(%[[ALLOC]] : memref<2xf32>)
func.func @execute_region_multiblock(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  %e = scf.execute_region -> memref<2xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %0 = memref.alloc() : memref<2xf32>
    cf.br ^bb3(%0 : memref<2xf32>)
  ^bb2:
    cf.br ^bb3(%a : memref<2xf32>)
  ^bb3(%x : memref<2xf32>):
    scf.yield %x : memref<2xf32>
  }
  test.copy(%e, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Other region-branch ops are left the same way: scf.index_switch and
// memref.alloca_scope.

// CHECK-LABEL: func @index_switch_and_alloca_scope
//  CHECK-NEXT:   %[[ALLOC0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[R:.*]] = scf.index_switch
//  CHECK-NEXT:   case 0 {
//  CHECK-NEXT:     scf.yield %[[ALLOC0]]{{([^[:alnum:]_]|$)}}
//       CHECK:   test.copy(%[[R]], %{{.*}})
//  CHECK-NEXT:   %[[ALLOC1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:   %[[S:.*]] = memref.alloca_scope
//  CHECK-NEXT:     memref.alloca_scope.return %[[ALLOC1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[S]], %{{.*}})
func.func @index_switch_and_alloca_scope(%i: index, %a: memref<2xf32>, %o: memref<2xf32>, %o3: memref<3xf32>) {
  %r = scf.index_switch %i -> memref<2xf32>
  case 0 {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  }
  default {
    scf.yield %a : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  %s = memref.alloca_scope -> memref<3xf32> {
    %1 = memref.alloc() : memref<3xf32>
    memref.alloca_scope.return %1 : memref<3xf32>
  }
  test.copy(%s, %o3) : (memref<3xf32>, memref<3xf32>)
  return
}

// -----

// Not out of loops: the alloc is yielded through the iter_args of the
// scf.for, whose result is used after the loop, yet it stays in the body.

// CHECK-LABEL: func @for_yield_not_moved
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @for_yield_not_moved(%lb: index, %ub: index, %s: index, %b: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %b) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Not out of loops: a loop-invariant alloc used only in the body of an
// scf.for stays (that is buffer-loop-hoisting's job).

// CHECK-LABEL: func @for_local_not_moved
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
func.func @for_local_not_moved(%lb: index, %ub: index, %s: index, %a: memref<2xf32>, %o: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// Not out of loops: scf.while (both regions), scf.parallel, scf.forall.

// CHECK-LABEL: func @other_loops_not_left
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.while
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[A0]], %{{.*}})
//  CHECK-NEXT:     scf.condition
//  CHECK-NEXT:   } do {
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:     test.copy(%[[A1]], %{{.*}})
//  CHECK-NEXT:     scf.yield
//  CHECK-NEXT:   }
//  CHECK-NEXT:   scf.parallel
//  CHECK-NEXT:     %[[A2:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[A2]], %{{.*}})
//  CHECK-NEXT:     scf.reduce
//  CHECK-NEXT:   }
//  CHECK-NEXT:   scf.forall
//  CHECK-NEXT:     %[[A3:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:     test.copy(%[[A3]], %{{.*}})
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @other_loops_not_left(%c: i1, %lb: index, %ub: index, %s: index, %o: memref<2xf32>, %o3: memref<3xf32>) {
  scf.while : () -> () {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    scf.condition(%c)
  } do {
    %1 = memref.alloc() : memref<3xf32>
    test.copy(%1, %o3) : (memref<3xf32>, memref<3xf32>)
    scf.yield
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %2 = memref.alloc() : memref<2xf32>
    test.copy(%2, %o) : (memref<2xf32>, memref<2xf32>)
    scf.reduce
  }
  scf.forall (%i) in (4) {
    %3 = memref.alloc() : memref<3xf32>
    test.copy(%3, %o3) : (memref<3xf32>, memref<3xf32>)
  }
  return
}

// -----

// Inside a loop body, the alloc still leaves an scf.if whose result is used
// in the body: it lands before the scf.if, inside the scf.for.

// CHECK-LABEL: func @if_in_for
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     %[[R:.*]] = scf.if
//  CHECK-NEXT:       test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:       scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:     test.copy(%[[R]], %{{.*}})
func.func @if_in_for(%lb: index, %ub: index, %s: index, %c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %r = scf.if %c -> memref<2xf32> {
      %0 = memref.alloc() : memref<2xf32>
      test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
      scf.yield %0 : memref<2xf32>
    } else {
      scf.yield %a : memref<2xf32>
    }
    test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// Same, with the induction variable as size: the alloc may leave the scf.if
// (the iv is defined by the enclosing loop body), and lands before it.

// CHECK-LABEL: func @if_in_for_iv_size
//       CHECK:   scf.for %[[IV:.*]] = 
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc(%[[IV]]) : memref<?xf32>
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @if_in_for_iv_size(%lb: index, %ub: index, %s: index, %c: i1, %a: memref<?xf32>, %o: memref<?xf32>) {
  scf.for %i = %lb to %ub step %s {
    %r = scf.if %c -> memref<?xf32> {
      %0 = memref.alloc(%i) : memref<?xf32>
      scf.yield %0 : memref<?xf32>
    } else {
      scf.yield %a : memref<?xf32>
    }
    test.copy(%r, %o) : (memref<?xf32>, memref<?xf32>)
  }
  return
}

// -----

// The size is computed inside the then-region: the alloc cannot leave it,
// although it is yielded.

// CHECK-LABEL: func @size_defined_in_region
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     %[[M:.*]] = arith.addi
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @size_defined_in_region(%c: i1, %n: index, %o: memref<?xf32>) {
  %r = scf.if %c -> memref<?xf32> {
    %m = arith.addi %n, %n : index
    %0 = memref.alloc(%m) : memref<?xf32>
    scf.yield %0 : memref<?xf32>
  } else {
    scf.yield %o : memref<?xf32>
  }
  test.copy(%r, %o) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// The size is computed before the scf.if: the alloc leaves the region and
// lands after the size computation, right before the scf.if.

// CHECK-LABEL: func @size_defined_outside
//  CHECK-NEXT:   %[[M:.*]] = arith.addi
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @size_defined_outside(%c: i1, %n: index, %o: memref<?xf32>) {
  %m = arith.addi %n, %n : index
  %r = scf.if %c -> memref<?xf32> {
    %0 = memref.alloc(%m) : memref<?xf32>
    scf.yield %0 : memref<?xf32>
  } else {
    scf.yield %o : memref<?xf32>
  }
  test.copy(%r, %o) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// An alloca yielded out of an scf.if is not moved.

// CHECK-LABEL: func @alloca_in_if_not_moved
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     %[[ALLOCA:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     scf.yield %[[ALLOCA]]{{([^[:alnum:]_]|$)}}
func.func @alloca_in_if_not_moved(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.if %c -> memref<2xf32> {
    %0 = memref.alloca() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// An alloc inside the region of an op without RegionBranchOpInterface
// (test.region_buffer_based) stays there. (Upstream also refuses to leave
// such ops, but since their results are not known to alias anything in their
// regions, the uses always keep the alloc inside anyway.)

// CHECK-LABEL: func @unknown_region_op
//   CHECK-NOT:   memref.alloc
//       CHECK:   test.region_buffer_based
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
func.func @unknown_region_op(%a: memref<2xf32>, %o: memref<2xf32>) {
  test.region_buffer_based in(%a: memref<2xf32>) out(%o: memref<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %1 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%a: memref<2xf32>) out(%1: memref<2xf32>)
    test.region_yield %x : f32
  }
  return
}

// -----

// Inside an unreachable block, the alloc still leaves the scf.if and lands
// before it (this works upstream; a cf diamond in unreachable code crashes
// upstream, see unreachable-blocks.mlir).

// CHECK-LABEL: func @if_in_unreachable_block
//  CHECK-NEXT:   return
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<1xindex>
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:   test.copy(%[[R]], %{{.*}})
func.func @if_in_unreachable_block(%c: i1, %o: memref<1xindex>) {
  return
^dead:
  %r = scf.if %c -> memref<1xindex> {
    %buffer = memref.alloc() : memref<1xindex>
    scf.yield %buffer : memref<1xindex>
  } else {
    scf.yield %o : memref<1xindex>
  }
  test.copy(%r, %o) : (memref<1xindex>, memref<1xindex>)
  return
}
