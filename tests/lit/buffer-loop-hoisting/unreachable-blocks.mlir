// Allocations in unreachable blocks. Upstream MLIR 22's buffer-loop-hoisting
// CRASHES (segfault in mlir::bufferization::hoistBuffersFromLoops / in
// findCommonDominator) on an alloc in a loop or in a cf diamond inside an
// unreachable block. Each function below crashes upstream on its own (checked
// by hand); the second RUN line records the crash on this file, so a fixed
// upstream is noticed. A later upstream (llvm-project's
// buffer-loop-hoisting.mlir, @loop_unreachable_parent) hoists the alloc
// before the scf.while inside the unreachable block.
// Upstream 22 produces no output to derive CHECKs from, so ferrobuf's CHECKs
// only require that the pass succeeds and keeps the code; where the alloc
// lands in dead code is not checked. (On the same code made reachable,
// upstream 22 hoists the alloc in front of the loop, see @for_local and
// @while_both_regions in loops.mlir, and leaves the cf diamond alone, see
// @condBranch in spec-examples.mlir.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-loop-hoisting))' %s -split-input-file | FileCheck %s
// RUN: not --crash mlir-opt --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM-CRASH

// UPSTREAM-CRASH: Stack dump:
// UPSTREAM-CRASH: buffer-loop-hoisting

// An scf.while in an unreachable block.

// CHECK-LABEL: func @dead_while
//       CHECK:   return
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() : memref<1xindex>
//       CHECK:   memref.store %{{.*}}, %[[ALLOC]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.condition
func.func @dead_while() {
  return
^dead:
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  scf.while : () -> () {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %c0, %buffer[%c0] : memref<1xindex>
    scf.condition(%false)
  } do {
    scf.yield
  }
  return
}

// -----

// An scf.for in an unreachable block.

// CHECK-LABEL: func @dead_for
//       CHECK:   return
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() : memref<1xindex>
//       CHECK:   memref.store %{{.*}}, %[[ALLOC]]{{([^[:alnum:]_]|$)}}
func.func @dead_for(%n: index) {
  return
^dead:
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %c0, %buffer[%c0] : memref<1xindex>
  }
  return
}

// -----

// No loop at all, just a cf diamond in unreachable code: nothing may move,
// upstream still crashes.
//
//   bb0: return      ^dead
//                    /   \
//                  ^a    ^b    <- alloc in ^a: stays
//                    \   /
//                    ^j(%x)

// CHECK-LABEL: func @dead_diamond
//       CHECK:   return
//       CHECK: ^bb2:
//  CHECK-NEXT:   %[[ALLOC:.*]] = memref.alloc() : memref<1xindex>
//  CHECK-NEXT:   cf.br ^bb4(%[[ALLOC]] : memref<1xindex>)
func.func @dead_diamond(%c: i1, %o: memref<1xindex>) {
  return
^dead:
  cf.cond_br %c, ^a, ^b
^a:
  %buffer = memref.alloc() : memref<1xindex>
  cf.br ^j(%buffer : memref<1xindex>)
^b:
  cf.br ^j(%o : memref<1xindex>)
^j(%x: memref<1xindex>):
  test.copy(%x, %o) : (memref<1xindex>, memref<1xindex>)
  return
}
