// Allocations in unreachable blocks. Upstream MLIR 22's buffer-hoisting
// CRASHES (segfault in findCommonDominator -> DominatorTreeBase::
// findNearestCommonDominator, which gets no dominator-tree node for the
// unreachable blocks) on an alloc whose alias flows through a block argument
// in unreachable code. The second RUN line records that crash, so a fixed
// upstream is noticed.
// Upstream produces no output to derive CHECKs from, so ferrobuf's CHECKs
// only require that the pass succeeds and keeps the code (the alloc, its
// uses, the branches); where the alloc lands in dead code is not checked.
// (On the same CFG made reachable, upstream moves the alloc to the block of
// the cf.cond_br, see @nested_diamond and @condBranch in this directory.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-hoisting))' %s | FileCheck %s
// RUN: not --crash mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM-CRASH

// UPSTREAM-CRASH: Stack dump:
// UPSTREAM-CRASH: buffer-hoisting

// The entry block returns; ^dead and everything below it is unreachable.
//
//   bb0: return      ^dead
//                    /   \
//                  ^a    ^b    <- alloc in ^a
//                    \   /
//                    ^j(%x)    <- test.copy(%x, %o)

// CHECK-LABEL: func @dead_diamond
//       CHECK:   return
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
//       CHECK:   test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
//       CHECK:   cf.br ^{{.*}}(%[[ALLOC]] : memref<2xf32>)
//       CHECK:   test.copy
//       CHECK:   return
func.func @dead_diamond(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  return
^dead:
  cf.cond_br %c, ^a, ^b
^a:
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  cf.br ^j(%0 : memref<2xf32>)
^b:
  cf.br ^j(%a : memref<2xf32>)
^j(%x: memref<2xf32>):
  test.copy(%x, %o) : (memref<2xf32>, memref<2xf32>)
  return
}
