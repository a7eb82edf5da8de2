// The deallocation pass leaves nothing for canonicalize on canonical
// input: no dead predicate or constant, the input's own leading i1
// constants reused, negated comparisons as the inverse `arith.cmpi`,
// merged ownership selected on the branch condition. The first run line
// checks that the input is canonical (one canonicalize iteration changes
// nothing), the second that our output is, the third that it stays so
// through the rest of the pipeline (simplification, lowering, cse) up to
// its final canonicalize. Canonicalize's cost grows with the iterations
// it needs; the pipeline's two canonicalize runs are most of its time.
// RUN: mlir-opt %s -split-input-file --pass-pipeline='builtin.module(canonicalize{max-iterations=1 test-convergence=true})' -o /dev/null
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation,canonicalize{max-iterations=1 test-convergence=true})' -o /dev/null
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation,canonicalize,func.func(ferrobuf-buffer-deallocation-simplification),ferrobuf-bufferization-lower-deallocations,cse,canonicalize{max-iterations=1 test-convergence=true})' -o /dev/null
// RUN: %ferrobuf-opt %s -split-input-file --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' | FileCheck %s

// The input's own `true` is reused (no second constant), the false edge's
// predicate is the inverse comparison, not an xori of the condition.
// CHECK-LABEL: func @cond_br_cmpi
//       CHECK:   %[[TRUE:.*]] = arith.constant true
//   CHECK-NOT:   arith.constant true
//   CHECK-NOT:   arith.xori
//       CHECK:   %[[C:.*]] = arith.cmpi slt, %[[I:.*]], %[[N:.*]] : index
//  CHECK-NEXT:   %[[NC:.*]] = arith.cmpi sge, %[[I]], %[[N]] : index
//  CHECK-NEXT:   bufferization.dealloc ({{.*}}) if (%[[C]]) retain
//  CHECK-NEXT:   bufferization.dealloc ({{.*}}) if (%[[NC]]){{$}}
func.func @cond_br_cmpi(%i: index, %n: index, %out: memref<4xf32>, %flags: memref<2xi1>) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  memref.store %true, %flags[%c0] : memref<2xi1>
  %a = memref.alloc() : memref<4xf32>
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  return
^bb2:
  return
}

// -----

// Nothing is held at the branch: no predicate is made for it (before, an
// unused xori of the condition was left for canonicalize to erase).
// CHECK-LABEL: func @cond_br_nothing
//   CHECK-NOT:   arith.xori
//   CHECK-NOT:   arith.constant false
//       CHECK:   cf.cond_br
func.func @cond_br_nothing(%c: i1, %out: memref<4xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xf32>
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  cf.br ^bb2
^bb2:
  return
}

// -----

// Ownership merged after the branch is selected on the condition itself
// (the edges retain different values: %b goes to ^bb1 only).
// CHECK-LABEL: func @merge
//  CHECK-SAME: (%[[C:[^:]*]]: i1,
//       CHECK:   %[[D0:.*]]:2 = bufferization.dealloc ({{.*}}) if (%[[C]], %[[C]]) retain
//  CHECK-NEXT:   %[[D1:.*]] = bufferization.dealloc
//  CHECK-NEXT:   arith.select %[[C]], %[[D0]]#1, %[[D1]] : i1
func.func @merge(%c: i1, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%b : memref<4xf32>), ^bb2
^bb1(%x: memref<4xf32>):
  test.copy(%a, %x) : (memref<4xf32>, memref<4xf32>)
  cf.br ^bb2
^bb2:
  test.copy(%out, %a) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Both edges retain the same values (%a, live-in on both): one dealloc
// before the branch, with no edge predicate and nothing to merge.
// CHECK-LABEL: func @shared_edges
//   CHECK-NOT:   arith.xori
//       CHECK:   %[[D:.*]] = bufferization.dealloc (%[[A:.*]] : memref<4xf32>) if (%{{.*}}) retain (%[[A]] : memref<4xf32>)
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   arith.select
//       CHECK:   cf.cond_br
//       CHECK:   bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[D]]) retain
//       CHECK:   bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[D]]){{$}}
func.func @shared_edges(%c: i1, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  cf.br ^bb2
^bb2:
  test.copy(%out, %a) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Case predicates: `cmpi eq`, and `cmpi ne` for the default edge.
// CHECK-LABEL: func @switch
//   CHECK-NOT:   arith.xori
//       CHECK:   arith.cmpi eq
//  CHECK-NEXT:   arith.cmpi ne
func.func @switch(%flag: i32, %a: memref<4xf32>, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<4xf32>),
    0: ^bb1(%b : memref<4xf32>),
    5: ^bb2
  ]
^bb1(%x: memref<4xf32>):
  test.copy(%x, %out) : (memref<4xf32>, memref<4xf32>)
  return
^bb2:
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A returned argument is never owned: it is cloned, with no runtime check
// (an scf.if on a constant false would be one more change for canonicalize).
// CHECK-LABEL: func @returned_argument
//   CHECK-NOT:   scf.if
//       CHECK:   %[[C:.*]] = bufferization.clone %arg0
//  CHECK-NEXT:   return %[[C]]{{([^[:alnum:]_]|$)}}
func.func @returned_argument(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// -----

// An argument and an allocation of the function are returned together: the
// allocation cannot alias the argument, so it is returned as it is (owned
// by the caller), not cloned and then freed (a clone/dealloc pair that
// canonicalize would fold, and upstream's pass leaves for it); the argument
// is cloned, as the ABI requires.
// CHECK-LABEL: func @argument_and_allocation
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[C:.*]] = bufferization.clone %arg0
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[C]], %[[A]]{{([^[:alnum:]_]|$)}}
func.func @argument_and_allocation(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  return %a, %b : memref<4xf32>, memref<4xf32>
}
