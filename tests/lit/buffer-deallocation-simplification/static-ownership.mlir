// Ownership indicators the simplification makes static are folded out
// (beyond upstream's simplification; canonicalize would do it afterwards):
// - an scf.if i1 result that both branches yield as the same value
//   defined outside becomes that value, one yielded as true/false becomes
//   the condition (false/true: its negation, the inverse arith.cmpi), and
//   the result is removed;
// - an scf.if whose condition became constant (the clone-unless-owned of a
//   returned buffer) is replaced by the branch taken;
// - in a block entered only from a cf.cond_br, the branch condition is
//   known (true/false) in the block's ops;
// - ops left unused and free of side effects (base-buffer extractions,
//   condition computations) are erased.
// So the frees that become static are plain memref.dealloc, with no
// runtime check, and the lowered result is already what canonicalize
// makes of it (the second run line: one canonicalize iteration changes
// nothing).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification))' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-simplification),ferrobuf-bufferization-lower-deallocations,cse,canonicalize{max-iterations=1 test-convergence=true})' %s -split-input-file -o /dev/null

// Both branches yield an owned allocation: owned either way.
// CHECK-LABEL: func @same_in_both
//  CHECK-SAME: (%[[C:.*]]: i1, %{{.*}}: index, %{{.*}}: memref<?xf32>)
//   CHECK-NOT:   arith.constant
//       CHECK:   %[[R:.*]] = scf.if %[[C]] -> (memref<?xf32>) {
//       CHECK:   } else {
//       CHECK:     scf.yield %{{.*}} : memref<?xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   memref.dealloc %[[R]] : memref<?xf32>
//  CHECK-NEXT:   return
func.func @same_in_both(%c: i1, %n: index, %out: memref<?xf32>) {
  %true = arith.constant true
  %r:2 = scf.if %c -> (memref<?xf32>, i1) {
    %a = memref.alloc(%n) : memref<?xf32>
    %o = bufferization.dealloc (%a : memref<?xf32>) if (%true) retain (%a : memref<?xf32>)
    scf.yield %a, %o : memref<?xf32>, i1
  } else {
    %b = memref.alloc(%n) : memref<?xf32>
    %o = bufferization.dealloc (%b : memref<?xf32>) if (%true) retain (%b : memref<?xf32>)
    scf.yield %b, %o : memref<?xf32>, i1
  }
  test.copy(%r#0, %out) : (memref<?xf32>, memref<?xf32>)
  bufferization.dealloc (%r#0 : memref<?xf32>) if (%r#1)
  return
}

// -----

// Owned iff the then branch ran: the ownership is the condition.
// CHECK-LABEL: func @owned_iff_cond
//  CHECK-SAME: (%[[C:.*]]: i1,
//   CHECK-NOT:   arith.constant
//       CHECK:   %[[R:.*]] = scf.if %[[C]] -> (memref<?xf32>) {
//       CHECK:   } else {
//  CHECK-NEXT:     scf.yield %{{.*}} : memref<?xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   scf.if %[[C]] {
//  CHECK-NEXT:     memref.dealloc %[[R]] : memref<?xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
func.func @owned_iff_cond(%c: i1, %n: index, %arg: memref<?xf32>, %out: memref<?xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (memref<?xf32>, i1) {
    %a = memref.alloc(%n) : memref<?xf32>
    %o = bufferization.dealloc (%a : memref<?xf32>) if (%true) retain (%a : memref<?xf32>)
    scf.yield %a, %o : memref<?xf32>, i1
  } else {
    scf.yield %arg, %false : memref<?xf32>, i1
  }
  test.copy(%r#0, %out) : (memref<?xf32>, memref<?xf32>)
  bufferization.dealloc (%r#0 : memref<?xf32>) if (%r#1)
  return
}

// -----

// Owned iff the else branch ran: the inverse comparison.
// CHECK-LABEL: func @owned_iff_not_cond
//  CHECK-SAME: (%[[I:.*]]: index, %[[N:.*]]: index,
//       CHECK:   %[[C:.*]] = arith.cmpi slt, %[[I]], %[[N]] : index
//  CHECK-NEXT:   %[[NC:.*]] = arith.cmpi sge, %[[I]], %[[N]] : index
//  CHECK-NEXT:   %[[R:.*]] = scf.if %[[C]] -> (memref<?xf32>) {
//       CHECK:   } else {
//       CHECK:     scf.yield %{{.*}} : memref<?xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   scf.if %[[NC]] {
//  CHECK-NEXT:     memref.dealloc %[[R]] : memref<?xf32>
//  CHECK-NEXT:   }
func.func @owned_iff_not_cond(%i: index, %n: index, %arg: memref<?xf32>, %out: memref<?xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %c = arith.cmpi slt, %i, %n : index
  %r:2 = scf.if %c -> (memref<?xf32>, i1) {
    scf.yield %arg, %false : memref<?xf32>, i1
  } else {
    %a = memref.alloc(%n) : memref<?xf32>
    %o = bufferization.dealloc (%a : memref<?xf32>) if (%true) retain (%a : memref<?xf32>)
    scf.yield %a, %o : memref<?xf32>, i1
  }
  test.copy(%r#0, %out) : (memref<?xf32>, memref<?xf32>)
  bufferization.dealloc (%r#0 : memref<?xf32>) if (%r#1)
  return
}

// -----

// The returned allocation is surely owned: no clone, no scf.if.
// CHECK-LABEL: func @clone_unless_owned
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   return %[[A]] : memref<?xf32>
func.func @clone_unless_owned(%n: index) -> memref<?xf32> {
  %true = arith.constant true
  %a = memref.alloc(%n) : memref<?xf32>
  %o = bufferization.dealloc (%a : memref<?xf32>) if (%true) retain (%a : memref<?xf32>)
  %r = scf.if %o -> (memref<?xf32>) {
    scf.yield %a : memref<?xf32>
  } else {
    %k = bufferization.clone %a : memref<?xf32> to memref<?xf32>
    scf.yield %k : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// The buffer is owned on the true edge only; in the true successor the
// condition is known true, so it is freed there without a check.
// CHECK-LABEL: func @branch_truth
//       CHECK:   scf.if %{{.*}} {
//  CHECK-NEXT:     memref.dealloc %[[A:.*]] : memref<4xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   cf.cond_br
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   test.copy
//  CHECK-NEXT:   memref.dealloc %[[A]] : memref<4xf32>
//  CHECK-NEXT:   return
func.func @branch_truth(%c: i1, %out: memref<4xf32>) {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %a = memref.alloc() : memref<4xf32>
  %o = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%a : memref<4xf32>)
  bufferization.dealloc (%a : memref<4xf32>) if (%not)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%a : memref<4xf32>) if (%o)
  return
^bb2:
  return
}

// -----

// The base-buffer extraction of an identity-layout allocation is replaced
// by the allocation and erased.
// CHECK-LABEL: func @dead_extraction
//   CHECK-NOT:   memref.extract_strided_metadata
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.dealloc %{{.*}} : memref<4xf32>
func.func @dead_extraction(%c: i1, %out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

// The returned allocation is surely owned, so the clone branch goes away,
// together with an inner scf.if folded before it (its ownership result):
// what the folding left to erase there is dealt with before that branch
// is erased (a handle into it would point to freed memory).
// CHECK-LABEL: func @inner_folded_in_dead_branch
//   CHECK-NOT:   scf.if
//   CHECK-NOT:   bufferization.clone
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   return %[[A]] : memref<?xf32>
func.func @inner_folded_in_dead_branch(%c: i1, %d: i1, %n: index, %out: memref<?xf32>) -> memref<?xf32> {
  %true = arith.constant true
  %a = memref.alloc(%n) : memref<?xf32>
  %o = bufferization.dealloc (%a : memref<?xf32>) if (%true) retain (%a : memref<?xf32>)
  %r = scf.if %o -> (memref<?xf32>) {
    scf.yield %a : memref<?xf32>
  } else {
    %k:2 = scf.if %d -> (memref<?xf32>, i1) {
      %x = arith.andi %c, %d : i1
      %y = arith.ori %x, %c : i1
      scf.yield %a, %y : memref<?xf32>, i1
    } else {
      %x = arith.andi %c, %d : i1
      %y = arith.ori %x, %c : i1
      scf.yield %a, %y : memref<?xf32>, i1
    }
    test.copy(%k#0, %out) : (memref<?xf32>, memref<?xf32>)
    %z = bufferization.clone %k#0 : memref<?xf32> to memref<?xf32>
    scf.yield %z : memref<?xf32>
  }
  return %r : memref<?xf32>
}

// -----

// Owned on both edges of a cf.cond_br: the merged ownership selects c on
// the true edge and ¬c on the false one, which is true either way (also
// with ¬c as the inverse comparison).
// CHECK-LABEL: func @owned_on_both_edges
//   CHECK-NOT:   scf.if
//       CHECK:   memref.dealloc %[[A:.*]] : memref<4xf32>
//  CHECK-NEXT:   memref.dealloc %[[B:.*]] : memref<4xf32>
//  CHECK-NEXT:   return
func.func @owned_on_both_edges(%c: i1, %i: index, %n: index, %out: memref<4xf32>) {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %o = arith.select %c, %c, %not : i1
  %lt = arith.cmpi slt, %i, %n : index
  %ge = arith.cmpi sge, %i, %n : index
  %p = arith.select %lt, %lt, %ge : i1
  test.copy(%a, %out) : (memref<4xf32>, memref<4xf32>)
  test.copy(%b, %out) : (memref<4xf32>, memref<4xf32>)
  bufferization.dealloc (%a : memref<4xf32>) if (%o)
  bufferization.dealloc (%b : memref<4xf32>) if (%p)
  return
}
