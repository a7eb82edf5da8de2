// The simplifications of bufferization.dealloc of the spec
// (spec/ownership-based-buffer-deallocation.md, "Buffer Deallocation
// Simplification Pass"), one case each, plus the canonicalizations ferrobuf
// folds into the same pass: merging duplicate (must-alias) memrefs with
// or-ed conditions, dropping constant-false conditions, undoing the base
// buffer extraction of an identity-layout allocation. Aliasing: a fresh
// allocation never aliases a function argument or another allocation; two
// function arguments may alias.
//
// Every case also runs through upstream's pass: CHECK lines hold for both,
// FERRO / UPSTREAM lines show where they differ. The one systematic
// difference: a lone conditional free (one memref, nothing retained) is
// emitted by ferrobuf in its final form, `scf.if %cond { memref.dealloc }`
// (plain memref.dealloc for a constant-true condition), where upstream
// leaves a single-memref bufferization.dealloc for
// bufferization-lower-deallocations, which lowers it the same way (an
// scf.if without else region).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,FERRO
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// Spec, first simplification: "Remove MemRefs from retain list when
// guaranteed to not alias with any value in the 'memref' operand list."
// %r (an argument) cannot alias the fresh %a, %b: no longer retained, its
// ownership result is false. (%a is also retained and must alias the memref
// %a: third simplification, its result is %c0.)

// CHECK-LABEL: func @drop_retained
//  CHECK-SAME: (%[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[R:.*]]: memref<2xf32>)
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       FERRO:   scf.if %[[C1]] {
//  FERRO-NEXT:     memref.dealloc %[[B]] : memref<2xf32>
//    UPSTREAM:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C1]]){{$}}
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return %false, %[[C0]] : i1, i1
func.func @drop_retained(%c0: i1, %c1: i1, %r: memref<2xf32>) -> (i1, i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  %0:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%r, %a : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// Spec, second simplification: "Split off values in the 'memref' list to
// new bufferization.dealloc operations only containing this value in the
// 'memref' list when it is guaranteed to not alias with any other value in
// the 'memref' list." Two fresh allocations and one argument: three
// single-memref frees (no helper function needed to lower them).

// CHECK-LABEL: func @split
//  CHECK-SAME: (%[[ARG:.*]]: memref<2xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[C2:.*]]: i1)
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       FERRO:   scf.if %[[C0]] {
//  FERRO-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
//  FERRO-NEXT:   }
//  FERRO-NEXT:   scf.if %[[C1]] {
//  FERRO-NEXT:     memref.dealloc %[[B]] : memref<2xf32>
//  FERRO-NEXT:   }
//  FERRO-NEXT:   scf.if %[[C2]] {
//  FERRO-NEXT:     memref.dealloc %[[ARG]] : memref<2xf32>
//  FERRO-NEXT:   }
//    UPSTREAM:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]){{$}}
//  UPSTREAM-NEXT:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C1]]){{$}}
//  UPSTREAM-NEXT:   bufferization.dealloc (%[[ARG]] : memref<2xf32>) if (%[[C2]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return
func.func @split(%arg: memref<2xf32>, %c0: i1, %c1: i1, %c2: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  bufferization.dealloc (%a, %b, %arg : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c2)
  return
}

// -----

// Spec, third simplification: "Remove values from the 'memref' operand list
// when it is guaranteed to alias with at least one value in the 'retained'
// list and may not alias any other value in the 'retain' list." %a must
// alias the retained subview %s: never freed here, and its condition %c0
// becomes the ownership of %s. %arg cannot alias %s: its own dealloc, with
// nothing retained.

// CHECK-LABEL: func @must_alias_retained
//  CHECK-SAME: (%[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[ARG:.*]]: memref<8xf32>,
//       CHECK:   memref.subview
//       FERRO:   scf.if %[[C1]] {
//  FERRO-NEXT:     memref.dealloc %[[ARG]] : memref<8xf32>
//    UPSTREAM:   bufferization.dealloc (%[[ARG]] : memref<8xf32>) if (%[[C1]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return %[[C0]] : i1
func.func @must_alias_retained(%c0: i1, %c1: i1, %arg: memref<8xf32>, %out: memref<2xf32, strided<[1], offset: 2>>) -> i1 {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  test.copy(%s, %out) : (memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>)
  %0 = bufferization.dealloc (%a, %arg : memref<8xf32>, memref<8xf32>) if (%c0, %c1) retain (%s : memref<2xf32, strided<[1], offset: 2>>)
  return %0 : i1
}

// -----

// The third simplification empties the dealloc: it disappears.

// CHECK-LABEL: func @all_dropped
//  CHECK-SAME: (%[[C0:.*]]: i1,
//   CHECK-NOT:   bufferization.dealloc
//       CHECK:   return %[[C0]] : i1
func.func @all_dropped(%c0: i1, %out: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  test.copy(%a, %out) : (memref<2xf32>, memref<2xf32>)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c0) retain (%a : memref<2xf32>)
  return %0 : i1
}

// -----

// All three together. %a may alias the retained select %s (not must): it
// keeps %s in its own dealloc; %b aliases nothing; %arg is also retained,
// and surely is itself: dropped from the memrefs, its condition %c2
// becoming the ownership of the retained %arg.

// CHECK-LABEL: func @split_and_retain
//  CHECK-SAME: (%[[ARG:.*]]: memref<2xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[C2:.*]]: i1)
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   %[[S:.*]] = arith.select
//       CHECK:   %[[OWN_S:.*]] = bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]) retain (%[[S]] : memref<2xf32>)
//  FERRO-NEXT:   scf.if %[[C1]] {
//  FERRO-NEXT:     memref.dealloc %[[B]] : memref<2xf32>
// UPSTREAM-NEXT:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C1]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return %[[OWN_S]], %[[C2]] : i1, i1
func.func @split_and_retain(%arg: memref<2xf32>, %c0: i1, %c1: i1, %c2: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = memref.alloc() : memref<2xf32>
  %s = arith.select %c0, %a, %r : memref<2xf32>
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  test.copy(%s, %b) : (memref<2xf32>, memref<2xf32>)
  %0:2 = bufferization.dealloc (%a, %b, %arg : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c0, %c1, %c2) retain (%s, %arg : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// -----

// The same allocation twice: one entry, conditions or-ed.

// CHECK-LABEL: func @duplicates
//  CHECK-SAME: (%[[C0:.*]]: i1, %[[C1:.*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[OR:.*]] = arith.ori %[[C0]], %[[C1]] : i1
//  FERRO-NEXT:   scf.if %[[OR]] {
//  FERRO-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
// UPSTREAM-NEXT:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[OR]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return
func.func @duplicates(%c0: i1, %c1: i1, %x: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  test.copy(%x, %a) : (memref<2xf32>, memref<2xf32>)
  bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
  return
}

// -----

// A memref with the constant false condition is never freed: dropped.

// CHECK-LABEL: func @false_condition
//  CHECK-SAME: (%[[C0:.*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//   CHECK-NOT:   dealloc
//       FERRO:   scf.if %[[C0]] {
//  FERRO-NEXT:     memref.dealloc %[[B]] : memref<2xf32>
//    UPSTREAM:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C0]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return
func.func @false_condition(%c0: i1, %x: memref<2xf32>) {
  %false = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%false, %c0)
  return
}

// -----

// The base buffer of an identity-layout allocation is the allocation
// (ferrobuf leaves the dead extraction to canonicalize; upstream erases it).

// CHECK-LABEL: func @base_extraction
//  CHECK-SAME: (%[[C0:.*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc()
//       FERRO:   scf.if %[[C0]] {
//  FERRO-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
//    UPSTREAM:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return
func.func @base_extraction(%c0: i1, %x: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  test.copy(%x, %a) : (memref<2xf32>, memref<2xf32>)
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c0)
  return
}

// -----

// A function argument never aliases a fresh allocation: the retained
// argument is dropped, its ownership is false.

// CHECK-LABEL: func @argument_vs_allocation
//  CHECK-SAME: (%{{.*}}: memref<2xf32>, %[[C0:.*]]: i1)
//       CHECK:   %[[A:.*]] = memref.alloc()
//       FERRO:   scf.if %[[C0]] {
//  FERRO-NEXT:     memref.dealloc %[[A]] : memref<2xf32>
//    UPSTREAM:   bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]){{$}}
//   CHECK-NOT:   dealloc
//       CHECK:   return %false : i1
func.func @argument_vs_allocation(%x: memref<2xf32>, %c0: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  test.copy(%x, %a) : (memref<2xf32>, memref<2xf32>)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c0) retain (%x : memref<2xf32>)
  return %0 : i1
}

// -----

// Two function arguments may alias: no simplification (the runtime check
// of the lowering stays).

// CHECK-LABEL: func @two_arguments
//  CHECK-SAME: (%[[X:.*]]: memref<2xf32>, %[[Y:.*]]: memref<2xf32>, %[[C0:.*]]: i1)
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[X]] : memref<2xf32>) if (%[[C0]]) retain (%[[Y]] : memref<2xf32>)
//  CHECK-NEXT:   return %[[OWN]] : i1
func.func @two_arguments(%x: memref<2xf32>, %y: memref<2xf32>, %c0: i1) -> i1 {
  %0 = bufferization.dealloc (%x : memref<2xf32>) if (%c0) retain (%y : memref<2xf32>)
  return %0 : i1
}

// -----

// A select of two allocations may alias both: each is split off with the
// select retained, the two ownerships or-ed.

// CHECK-LABEL: func @may_alias_select
//  CHECK-SAME: (%{{.*}}: i1, %[[C0:.*]]: i1, %[[C1:.*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   %[[S:.*]] = arith.select %{{.*}}, %[[A]], %[[B]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[O0:.*]] = bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]) retain (%[[S]] : memref<2xf32>)
//  CHECK-NEXT:   %[[O1:.*]] = bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C1]]) retain (%[[S]] : memref<2xf32>)
//  CHECK-NEXT:   %[[OR:.*]] = arith.ori %[[O0]], %[[O1]] : i1
//  CHECK-NEXT:   return %[[OR]] : i1
func.func @may_alias_select(%sc: i1, %c0: i1, %c1: i1, %x: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %s = arith.select %sc, %a, %b : memref<2xf32>
  test.copy(%x, %s) : (memref<2xf32>, memref<2xf32>)
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c0, %c1) retain (%s : memref<2xf32>)
  return %0 : i1
}

// -----

// A memref that must alias two retained values (the allocation and its
// subview), and may alias no other: never freed, dropped; both ownerships
// are %c0.

// CHECK-LABEL: func @must_alias_two_retained
//  CHECK-SAME: (%[[C0:.*]]: i1,
//       CHECK:   %[[A:.*]] = memref.alloc()
//       CHECK:   %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:   dealloc
//       CHECK:   return %[[C0]], %[[C0]] : i1, i1
func.func @must_alias_two_retained(%c0: i1, %out: memref<2xf32, strided<[1], offset: 2>>) -> (i1, i1) {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  test.copy(%s, %out) : (memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>)
  %0:2 = bufferization.dealloc (%a : memref<8xf32>) if (%c0) retain (%a, %s : memref<8xf32>, memref<2xf32, strided<[1], offset: 2>>)
  return %0#0, %0#1 : i1, i1
}
