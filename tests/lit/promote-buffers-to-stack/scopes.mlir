// promote-buffers-to-stack and control flow: an alloc is promoted (in place)
// if, walking up from it through region-branch ops that are not loops, an
// op with the AutomaticAllocationScope trait (func.func, scf.for,
// scf.parallel, scf.forall, memref.alloca_scope) is reached whose region no
// alias of the buffer leaves (through return / a region terminator). The
// walk stops without promoting at loops without that trait (scf.while) and
// at ops that do not implement RegionBranchOpInterface.
// Note: upstream promotes per-iteration allocs in scf.for / scf.parallel /
// scf.forall bodies (those ops are automatic allocation scopes), but the
// standard lowering (--test-lower-to-llvm) emits no stacksave/stackrestore
// for them: each iteration then grows the stack.
// Every CHECK is what upstream MLIR 22's promote-buffers-to-stack outputs.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=1024 max-rank-of-allocated-memref=1}))' %s -split-input-file | FileCheck %s

// Promoted in place: the alloca replaces the alloc at its position, between
// the surrounding ops, and takes over all its uses.

// CHECK-LABEL: func @in_place
//  CHECK-NEXT:   arith.constant 0 : index
//  CHECK-NEXT:   %[[A:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   arith.constant 1 : index
//  CHECK-NEXT:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[A]] : memref<2xf32>)
//  CHECK-NEXT:   test.copy(%[[A]], %{{.*}})
//   CHECK-NOT:   memref.alloc
func.func @in_place(%a: memref<2xf32>, %o: memref<2xf32>) {
  %x = arith.constant 0 : index
  %0 = memref.alloc() : memref<2xf32>
  %y = arith.constant 1 : index
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Returned through a subview: not promoted.

// CHECK-LABEL: func @returned_subview
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[SV:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   return %[[SV]]{{([^[:alnum:]_]|$)}}
func.func @returned_subview() -> memref<2xf32, strided<[1], offset: 1>> {
  %0 = memref.alloc() : memref<4xf32>
  %sv = memref.subview %0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %sv : memref<2xf32, strided<[1], offset: 1>>
}

// -----

// Passed to a call: a call does not make the buffer leave the function.

// CHECK-LABEL: func @passed_to_call
//  CHECK-NEXT:   %[[A:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   call @ext(%[[A]])
func.func private @ext(memref<2xf32>)
func.func @passed_to_call() {
  %0 = memref.alloc() : memref<2xf32>
  func.call @ext(%0) : (memref<2xf32>) -> ()
  return
}

// -----

// Yielded out of an scf.if and used locally: promoted, inside the
// then-region (the alloca lives until the function returns).

// CHECK-LABEL: func @if_yield_local
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     scf.yield %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   test.copy(%[[R]], %{{.*}})
func.func @if_yield_local(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
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

// Yielded out of an scf.if and returned: not promoted.

// CHECK-LABEL: func @if_yield_returned
//  CHECK-NEXT:   %[[R:.*]] = scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     scf.yield %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @if_yield_returned(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// scf.execute_region: a yielded buffer used locally is promoted, a yielded
// buffer that is returned is not.

// CHECK-LABEL: func @execute_region
//  CHECK-NEXT:   %[[R0:.*]] = scf.execute_region
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     scf.yield %[[A0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy(%[[R0]], %{{.*}})
//  CHECK-NEXT:   %[[R1:.*]] = scf.execute_region
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloc() : memref<3xf32>
//  CHECK-NEXT:     scf.yield %[[A1]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[R1]]{{([^[:alnum:]_]|$)}}
func.func @execute_region(%o: memref<2xf32>) -> memref<3xf32> {
  %r0 = scf.execute_region -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  }
  test.copy(%r0, %o) : (memref<2xf32>, memref<2xf32>)
  %r1 = scf.execute_region -> memref<3xf32> {
    %1 = memref.alloc() : memref<3xf32>
    scf.yield %1 : memref<3xf32>
  }
  return %r1 : memref<3xf32>
}

// -----

// A per-iteration alloc in an scf.for body (scf.for is an automatic
// allocation scope): promoted, and stays in the loop. Also inside an scf.if
// in the loop body.

// CHECK-LABEL: func @for_body
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[A0]], %{{.*}})
//  CHECK-NEXT:     scf.if
//  CHECK-NEXT:       %[[A1:.*]] = memref.alloca() : memref<3xf32>
//  CHECK-NEXT:       test.copy(%[[A1]], %{{.*}})
//   CHECK-NOT:   memref.alloc
func.func @for_body(%lb: index, %ub: index, %s: index, %c: i1, %o: memref<2xf32>, %o3: memref<3xf32>) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    scf.if %c {
      %1 = memref.alloc() : memref<3xf32>
      test.copy(%1, %o3) : (memref<3xf32>, memref<3xf32>)
    }
  }
  return
}

// -----

// A buffer yielded through the iter_args of an scf.for leaves the loop's
// allocation scope: not promoted. A buffer only read from the iter_arg
// inside the body is.

// CHECK-LABEL: func @for_iter_args
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%{{.*}}, %[[A0]])
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%{{.*}}, %[[A1]])
//  CHECK-NEXT:     scf.yield %[[A0]]{{([^[:alnum:]_]|$)}}
func.func @for_iter_args(%lb: index, %ub: index, %s: index, %a: memref<2xf32>, %o: memref<2xf32>) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%x, %0) : (memref<2xf32>, memref<2xf32>)
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%x, %1) : (memref<2xf32>, memref<2xf32>)
    scf.yield %0 : memref<2xf32>
  }
  test.copy(%r, %o) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// scf.while is a loop but no automatic allocation scope: allocs in either
// region, or in an scf.if inside it, are not promoted.

// CHECK-LABEL: func @while_not_promoted
//   CHECK-NOT:   memref.alloca
//       CHECK:   scf.while
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:   } do {
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:     scf.if
//  CHECK-NEXT:       %[[A2:.*]] = memref.alloc() : memref<3xf32>
//   CHECK-NOT:   memref.alloca
func.func @while_not_promoted(%c: i1, %o: memref<2xf32>, %o3: memref<3xf32>) {
  scf.while : () -> () {
    %0 = memref.alloc() : memref<2xf32>
    test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    scf.condition(%c)
  } do {
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%1, %o) : (memref<2xf32>, memref<2xf32>)
    scf.if %c {
      %2 = memref.alloc() : memref<3xf32>
      test.copy(%2, %o3) : (memref<3xf32>, memref<3xf32>)
    }
    scf.yield
  }
  return
}

// -----

// An scf.for inside an scf.while is its own allocation scope: promoted.

// CHECK-LABEL: func @for_in_while
//       CHECK:   scf.for
//  CHECK-NEXT:     %[[A:.*]] = memref.alloca() : memref<2xf32>
func.func @for_in_while(%lb: index, %ub: index, %s: index, %c: i1, %o: memref<2xf32>) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.for %i = %lb to %ub step %s {
      %0 = memref.alloc() : memref<2xf32>
      test.copy(%0, %o) : (memref<2xf32>, memref<2xf32>)
    }
    scf.yield
  }
  return
}

// -----

// scf.parallel and scf.forall are allocation scopes: promoted.

// CHECK-LABEL: func @parallel_loops
//       CHECK:   scf.parallel
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloca() : memref<2xf32>
//       CHECK:   scf.forall
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloca() : memref<2xf32>
func.func @parallel_loops(%lb: index, %ub: index, %s: index, %o: memref<2xf32>) {
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

// memref.alloca_scope: a buffer used inside the scope is promoted; a buffer
// returned by the scope and then by the function is not.

// CHECK-LABEL: func @alloca_scope
//  CHECK-NEXT:   %[[R:.*]] = memref.alloca_scope
//  CHECK-NEXT:     %[[A0:.*]] = memref.alloc() : memref<2xf32>
//  CHECK-NEXT:     memref.alloca_scope.return %[[A0]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   memref.alloca_scope
//  CHECK-NEXT:     %[[A1:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     test.copy(%[[A1]], %{{.*}})
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[R]]{{([^[:alnum:]_]|$)}}
func.func @alloca_scope(%o: memref<2xf32>) -> memref<2xf32> {
  %r = memref.alloca_scope -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    memref.alloca_scope.return %0 : memref<2xf32>
  }
  memref.alloca_scope {
    %1 = memref.alloc() : memref<2xf32>
    test.copy(%1, %o) : (memref<2xf32>, memref<2xf32>)
  }
  return %r : memref<2xf32>
}

// -----

// An op without RegionBranchOpInterface (test.region_buffer_based) stops
// the walk: not promoted.

// CHECK-LABEL: func @unknown_region_op
//   CHECK-NOT:   memref.alloca
//       CHECK:   test.region_buffer_based
//  CHECK-NEXT:   ^bb0
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<2xf32>
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

// Existing allocas are left alone; only allocs are promoted.

// CHECK-LABEL: func @existing_alloca
//  CHECK-NEXT:   %[[A0:.*]] = memref.alloca() : memref<2xf32>
//  CHECK-NEXT:   %[[A1:.*]] = memref.alloca() : memref<2048xf32>
//  CHECK-NEXT:   %[[A2:.*]] = memref.alloca() : memref<3xf32>
//  CHECK-NEXT:   test.copy(%[[A0]], %[[A0]])
func.func @existing_alloca() {
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.alloca() : memref<2048xf32>
  %2 = memref.alloc() : memref<3xf32>
  test.copy(%0, %0) : (memref<2xf32>, memref<2xf32>)
  test.copy(%1, %1) : (memref<2048xf32>, memref<2048xf32>)
  test.copy(%2, %2) : (memref<3xf32>, memref<3xf32>)
  return
}
