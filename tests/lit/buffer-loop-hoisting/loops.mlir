// buffer-loop-hoisting: allocs and allocas move out of sequential loops
// (scf.for, scf.while) as far as their size operands allow, landing right
// before the outermost loop they leave. They do not move out of parallel
// loops (scf.parallel, scf.forall), nor out of non-loop ops (scf.if,
// scf.execute_region), nor when an alias of the buffer escapes the loop
// (iter_args / scf.yield / scf.condition), nor in unstructured (cf) loops.
// Every CHECK is what upstream MLIR 22's buffer-loop-hoisting outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-loop-hoisting))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' %s -split-input-file | FileCheck %s

// A loop-invariant alloc used only in the body of an scf.for lands right
// before the scf.for (after the ops preceding the loop, before the ops
// following it).

// CHECK-LABEL: func @for_local
//  CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[A:.*]]: memref<2xf32>, %[[O:.*]]: memref<2xf32>)
//  CHECK-NEXT:   arith.constant 0 : index
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] {
//  CHECK-NEXT:     test.buffer_based in(%[[A]] : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:     test.copy(%[[ALLOC]], %[[O]])
//  CHECK-NEXT:   }
//  CHECK-NEXT:   arith.constant 1 : index
//  CHECK-NEXT:   return
func.func @for_local(%lb: index, %ub: index, %s: index, %a: memref<2xf32>, %o: memref<2xf32>) {
  %x = arith.constant 0 : index
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  }
  %y = arith.constant 1 : index
  return
}

// -----

// Out of a nest of three scf.for: the alloc lands before the outermost.

// CHECK-LABEL: func @for_nest
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       scf.for
//  CHECK-NEXT:         test.copy(%[[ALLOC]], %{{.*}})
func.func @for_nest(%lb: index, %ub: index, %s: index, %o: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      scf.for %k = %lb to %ub step %s {
        %0 = memref.alloc() : memref<2xf32>
        test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
      }
    }
  }
  return
}

// -----

// Sizes: a size that is a function argument lets the alloc leave the loop;
// a size that is the induction variable keeps it in the loop. Hoisted allocs
// keep their relative order.

// CHECK-LABEL: func @sizes
//  CHECK-SAME: (%{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[N:.*]]: index,
//  CHECK-NEXT:   %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[A1:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
//  CHECK-NEXT:   scf.for %[[IV:.*]] = 
//  CHECK-NEXT:     %[[A2:.*]] = memref.alloc(%[[IV]]) : memref<?xf32>
//  CHECK-NEXT:     test.copy(%[[A0]], %{{.*}})
//  CHECK-NEXT:     test.copy(%[[A1]], %[[A1]])
//  CHECK-NEXT:     test.copy(%[[A2]], %[[A2]])
func.func @sizes(%lb: index, %ub: index, %s: index, %n: index, %o: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    %1 = memref.alloc(%n) : memref<?xf32>
    %2 = memref.alloc(%i) : memref<?xf32>
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    test.copy(%1, %1) : (memref<?xf32>, memref<?xf32>)
    test.copy(%2, %2) : (memref<?xf32>, memref<?xf32>)
  }
  return
}

// -----

// The size is the outer induction variable: the alloc leaves the two inner
// loops and lands before the middle one, inside the outer loop.

// CHECK-LABEL: func @outer_iv_size
//       CHECK:   scf.for %[[I:.*]] = 
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc(%[[I]]) : memref<?xf32>
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       scf.for
//  CHECK-NEXT:         test.copy(%[[ALLOC]], %[[ALLOC]])
func.func @outer_iv_size(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      scf.for %k = %lb to %ub step %s {
        %0 = memref.alloc(%i) : memref<?xf32>
        test.copy(%0, %0) : (memref<?xf32>, memref<?xf32>)
      }
    }
  }
  return
}

// -----

// The size is computed in the loop body (a loop-invariant computation that
// is not hoisted itself): the alloc stays after it.

// CHECK-LABEL: func @size_computed_in_body
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[M:.*]] = arith.addi
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//  CHECK-NEXT:     test.copy(%[[ALLOC]], %{{.*}})
func.func @size_computed_in_body(%lb: index, %ub: index, %s: index, %n: index, %o: memref<?xf32>) {
  scf.for %j = %lb to %ub step %s {
    %m = arith.addi %n, %n : index
    %0 = memref.alloc(%m) : memref<?xf32>
    test.copy(%0, %o) : (memref<?xf32>, memref<?xf32>)
  }
  return
}

// -----

// The alloc escapes through iter_args (yielded to the next iteration and to
// the loop result): it stays in the loop.

// CHECK-LABEL: func @for_iter_args_escape
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @for_iter_args_escape(%lb: index, %ub: index, %s: index, %b: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %b) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%x: memref<2xf32>) out(%0: memref<2xf32>)
    scf.yield %0 : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// An alias that stays inside the body (an scf.if result used in the same
// iteration) does not prevent the move.

// CHECK-LABEL: func @alias_inside_body
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:     %[[R:.*]] = scf.if
//  CHECK-NEXT:       scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:     test.copy(%[[R]], %{{.*}})
func.func @alias_inside_body(%lb: index, %ub: index, %s: index, %c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  scf.for %j = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
    %r = scf.if %c -> memref<2xf32> {
      scf.yield %0 : memref<2xf32>
    } else {
      scf.yield %a : memref<2xf32>
    }
    test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// An alloc inside an scf.if inside a loop stays in the scf.if: loop hoisting
// does not leave non-loop regions, even for a buffer used only locally.

// CHECK-LABEL: func @if_in_for_not_moved
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:       test.copy(%[[ALLOC]], %{{.*}})
func.func @if_in_for_not_moved(%lb: index, %ub: index, %s: index, %c: i1, %o: memref<2xf32>) {
  scf.for %j = %lb to %ub step %s {
    scf.if %c {
      %0 = memref.alloc() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    }
  }
  return
}

// -----

// A loop inside an scf.if: the alloc leaves the loop but not the scf.if.

// CHECK-LABEL: func @for_in_if
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.if
//  CHECK-NEXT:     arith.constant
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       test.copy(%[[ALLOC]], %{{.*}})
func.func @for_in_if(%lb: index, %ub: index, %s: index, %c: i1, %o: memref<2xf32>) {
  scf.if %c {
    %x = arith.constant 0 : index
    scf.for %j = %lb to %ub step %s {
      %0 = memref.alloc() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    }
  }
  return
}

// -----

// The size is computed in the scf.if around the loop: the alloc leaves the
// loop and lands after the size computation.

// CHECK-LABEL: func @size_computed_in_if
//       CHECK:   scf.if
//  CHECK-NEXT:     %[[M:.*]] = arith.addi
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc(%[[M]]) : memref<?xf32>
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       test.copy(%[[ALLOC]], %{{.*}})
func.func @size_computed_in_if(%lb: index, %ub: index, %s: index, %c: i1, %n: index, %o: memref<?xf32>) {
  scf.if %c {
    %m = arith.addi %n, %n : index
    scf.for %j = %lb to %ub step %s {
      %0 = memref.alloc(%m) : memref<?xf32>
      test.copy(%0, %o) : (memref<?xf32>, memref<?xf32>)
    }
  }
  return
}

// -----

// scf.while: allocs used within one region leave the loop from the
// before-region and from the after-region, in that order.

// CHECK-LABEL: func @while_both_regions
//       CHECK:   %[[C0:.*]] = arith.constant 0 : i32
//  CHECK-NEXT:   %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[A1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:   scf.while (%{{.*}} = %[[C0]])
//  CHECK-NEXT:     test.copy(%[[A0]], %{{.*}})
//       CHECK:     scf.condition
//       CHECK:   } do {
//  CHECK-NEXT:   ^bb0(%{{.*}}: i32):
//  CHECK-NEXT:     test.copy(%[[A1]], %{{.*}})
func.func @while_both_regions(%n: i32, %o: memref<2xf32>, %o3: memref<3xf32>) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %1 = memref.alloc() : memref<3xf32>
    test.copy(%1, %o3) : (memref<3xf32>, memref<3xf32>)
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  return
}

// -----

// Nested scf.while: the inner loop's allocs leave both loops.

// CHECK-LABEL: func @nested_while
//       CHECK:   %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   %[[A1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:   scf.while
//   CHECK-NOT:   memref.alloc
//       CHECK:     scf.while
//  CHECK-NEXT:       test.copy(%[[A0]], %{{.*}})
//       CHECK:       test.copy(%[[A1]], %{{.*}})
func.func @nested_while(%n: i32, %o: memref<2xf32>, %o3: memref<3xf32>) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %r = scf.while (%x = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %r2 = scf.while (%x2 = %c0) : (i32) -> i32 {
      %0 = memref.alloc() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
      %c2 = arith.cmpi slt, %x2, %n : i32
      scf.condition(%c2) %x2 : i32
    } do {
    ^bb0(%y2: i32):
      %1 = memref.alloc() : memref<3xf32>
      test.copy(%1, %o3) : (memref<3xf32>, memref<3xf32>)
      %z2 = arith.addi %y2, %c1 : i32
      scf.yield %z2 : i32
    }
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  return
}

// -----

// Nested scf.while, the size being an iteration argument of the outer loop:
// the alloc leaves the inner loop only.

// CHECK-LABEL: func @nested_while_outer_size
//   CHECK-NOT:   memref.alloc
//       CHECK:   } do {
//  CHECK-NEXT:   ^bb0(%[[J:.*]]: index):
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc(%[[J]]) : memref<?xf32>
//  CHECK-NEXT:     scf.while
//  CHECK-NEXT:       test.copy(%[[ALLOC]], %{{.*}})
func.func @nested_while_outer_size(%n: index, %o: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%j: index):
    %r2 = scf.while (%i2 = %c0) : (index) -> index {
      %0 = memref.alloc(%j) : memref<?xf32>
      test.copy(%0, %o) : (memref<?xf32>, memref<?xf32>)
      %c2 = arith.cmpi slt, %i2, %n : index
      scf.condition(%c2) %i2 : index
    } do {
    ^bb0(%j2: index):
      %k2 = arith.addi %j2, %c1 : index
      scf.yield %k2 : index
    }
    %k = arith.addi %j, %c1 : index
    scf.yield %k : index
  }
  return
}

// -----

// scf.while whose after-region yields a fresh buffer to the next iteration:
// the alias escapes through the back edge, the alloc stays.

// CHECK-LABEL: func @while_yield_escape
//   CHECK-NOT:   memref.alloc
//       CHECK:   } do {
//  CHECK-NEXT:   ^bb0(%[[Y:.*]]: memref<2xf32>):
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.buffer_based in(%[[Y]] : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @while_yield_escape(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.while (%x = %a) : (memref<2xf32>) -> memref<2xf32> {
    test.copy(%x, %o) : (memref<2xf32>, memref<2xf32>)
    scf.condition(%c) %x : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    %1 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%y: memref<2xf32>) out(%1: memref<2xf32>)
    scf.yield %1 : memref<2xf32>
  }
  return
}

// -----

// scf.while whose before-region forwards the fresh buffer through
// scf.condition to the after-region and to the loop result: it stays.

// CHECK-LABEL: func @while_condition_escape
//   CHECK-NOT:   memref.alloc
//       CHECK:   %[[R:.*]] = scf.while
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.condition(%{{.*}}) %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:   test.copy(%[[R]], %{{.*}})
func.func @while_condition_escape(%c: i1, %o: memref<2xf32>) {
  %r = scf.while : () -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.condition(%c) %0 : memref<2xf32>
  } do {
  ^bb0(%b: memref<2xf32>):
    scf.yield
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// scf.for and scf.while nested in each other: out of both.

// CHECK-LABEL: func @for_while_mix
//  CHECK-NEXT:   %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.while
//  CHECK-NEXT:       test.copy(%[[A0]], %{{.*}})
//       CHECK:   %[[A1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:   scf.while
//  CHECK-NEXT:     scf.condition
//  CHECK-NEXT:   } do {
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       test.copy(%[[A1]], %{{.*}})
func.func @for_while_mix(%lb: index, %ub: index, %s: index, %c: i1, %o: memref<2xf32>, %o3: memref<3xf32>) {
  scf.for %i = %lb to %ub step %s {
    scf.while : () -> () {
      %0 = memref.alloc() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
      scf.condition(%c)
    } do {
      scf.yield
    }
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.for %i = %lb to %ub step %s {
      %1 = memref.alloc() : memref<3xf32>
      test.copy(%1, %o3) : (memref<3xf32>, memref<3xf32>)
    }
    scf.yield
  }
  return
}

// -----

// Parallel loops are not left: scf.parallel and scf.forall iterations may run
// concurrently and each needs its own buffer.

// CHECK-LABEL: func @parallel_loops_not_left
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.parallel
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[A0]], %{{.*}})
//  CHECK-NEXT:     scf.reduce
//  CHECK-NEXT:   }
//  CHECK-NEXT:   scf.forall
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[A1]], %{{.*}})
func.func @parallel_loops_not_left(%lb: index, %ub: index, %s: index, %o: memref<2xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    scf.reduce
  }
  scf.forall (%i) in (4) {
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%1, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return
}

// -----

// An scf.for inside scf.parallel / scf.forall: the alloc leaves the scf.for
// and lands before it, inside the parallel loop.

// CHECK-LABEL: func @for_in_parallel_loops
//       CHECK:   scf.parallel (%[[I:.*]]) =
//  CHECK-NEXT:     arith.addi %[[I]], %[[I]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       test.copy(%[[A0]], %{{.*}})
//       CHECK:   scf.forall
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       test.copy(%[[A1]], %{{.*}})
func.func @for_in_parallel_loops(%lb: index, %ub: index, %s: index, %o: memref<2xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %x = arith.addi %i, %i : index
    scf.for %j = %lb to %ub step %s {
      %0 = memref.alloc() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    }
    scf.reduce
  }
  scf.forall (%i) in (4) {
    scf.for %j = %lb to %ub step %s {
      %1 = memref.alloc() : memref<2xf32>
      test.copy(%1, %o) : (memref<2xf32>, memref<2xf32>)
    }
  }
  return
}

// -----

// Allocas are hoisted out of loops too (unlike in buffer-hoisting).

// CHECK-LABEL: func @alloca_nest
//  CHECK-NEXT:   %[[ALLOCA:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   scf.for
//  CHECK-NEXT:     scf.for
//  CHECK-NEXT:       test.copy(%[[ALLOCA]], %{{.*}})
func.func @alloca_nest(%lb: index, %ub: index, %s: index, %o: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %0 = memref.alloca() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    }
  }
  return
}

// -----

// No loop: an alloc yielded out of an scf.if is not moved (buffer-hoisting
// would move it before the scf.if).

// CHECK-LABEL: func @no_loop_no_move
//  CHECK-NEXT:   scf.if
//  CHECK-NEXT:     %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.yield %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @no_loop_no_move(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.if %c -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// An unstructured (cf) loop is not a loop op: the alloc in the body stays.
//
//      bb0
//       |
//      bb1(%i) <----+
//     /   \         |
//   bb3   bb2 ------+  <- alloc: stays

// CHECK-LABEL: func @cf_loop_not_moved
//   CHECK-NOT:   memref.alloc
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:   test.copy(%[[ALLOC]], %{{.*}})
func.func @cf_loop_not_moved(%n: index, %o: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  return
}
