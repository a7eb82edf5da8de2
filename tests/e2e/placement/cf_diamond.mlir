// Allocations in unstructured control flow (cf dialect).
//
// @diamond: the spec's @condBranch / @condBranchDynamicType shapes in one
// function. bb1 allocates a buffer whose size is bb1's block argument (it
// cannot move above bb1); bb2 allocates a fixed 4-element buffer that is
// passed to bb3 (buffer hoisting moves it to bb0, so it is then allocated on
// both paths). bb3 sums the merged buffer.
//
//        bb0
//       /   \
//  bb1(%m)  bb2      <- alloc(%m) in bb1, alloc() in bb2
//       \   /
//    bb3(%buf, %len) <- sum of %buf
//
// @nested: a diamond nested in the true arm of another one; the buffer is
// merged in bb4, so hoisting moves it to bb1 (not to bb0).
//
//        bb0
//       /   \
//     bb1    |
//     /  \   |
//   bb2  bb3 |      <- alloc in bb2
//     \  /   |
//     bb4(%x)|
//        \   |
//        bb5(%r)
//
// (No unstructured loop here: the ownership-based deallocation pipeline
// rejects them, "Only structured control-flow loops are supported".)
//
// Expected: @diamond(true, 5) = 0+1+4+9+16 = 30, @diamond(true, 0) = 0,
// @diamond(false, _) = 100+101+102+103 = 406; @nested: (t, t) = 7+8 = 15,
// (t, f) = 2*1000 = 2000, (f, _) = -1.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @diamond(%flag: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  cf.cond_br %flag, ^bb1(%n : index), ^bb2
^bb1(%m: index):
  %a = memref.alloc(%m) : memref<?xi64>
  scf.for %i = %c0 to %m step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %a[%i] : memref<?xi64>
  }
  cf.br ^bb3(%a, %m : memref<?xi64>, index)
^bb2:
  %b = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %c100 : i64
    memref.store %v, %b[%i] : memref<4xi64>
  }
  %bc = memref.cast %b : memref<4xi64> to memref<?xi64>
  cf.br ^bb3(%bc, %c4 : memref<?xi64>, index)
^bb3(%buf: memref<?xi64>, %len: index):
  %s = scf.for %i = %c0 to %len step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %buf[%i] : memref<?xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @nested(%p: i1, %q: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %minus1 = arith.constant -1 : i64
  %seven = arith.constant 7 : i64
  %eight = arith.constant 8 : i64
  %thousand = arith.constant 1000 : i64
  cf.cond_br %p, ^bb1, ^bb5(%minus1 : i64)
^bb1:
  %other = memref.alloc() : memref<2xi64>
  memref.store %thousand, %other[%c0] : memref<2xi64>
  memref.store %thousand, %other[%c1] : memref<2xi64>
  cf.cond_br %q, ^bb2, ^bb3
^bb2:
  %a = memref.alloc() : memref<2xi64>
  memref.store %seven, %a[%c0] : memref<2xi64>
  memref.store %eight, %a[%c1] : memref<2xi64>
  cf.br ^bb4(%a : memref<2xi64>)
^bb3:
  cf.br ^bb4(%other : memref<2xi64>)
^bb4(%x: memref<2xi64>):
  %x0 = memref.load %x[%c0] : memref<2xi64>
  %x1 = memref.load %x[%c1] : memref<2xi64>
  %sum = arith.addi %x0, %x1 : i64
  cf.br ^bb5(%sum : i64)
^bb5(%r: i64):
  return %r : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %d0 = func.call @diamond(%true, %c5) : (i1, index) -> i64
  func.call @printI64(%d0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d1 = func.call @diamond(%true, %c0) : (i1, index) -> i64
  func.call @printI64(%d1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d2 = func.call @diamond(%false, %c5) : (i1, index) -> i64
  func.call @printI64(%d2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n0 = func.call @nested(%true, %true) : (i1, i1) -> i64
  func.call @printI64(%n0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n1 = func.call @nested(%true, %false) : (i1, i1) -> i64
  func.call @printI64(%n1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n2 = func.call @nested(%false, %true) : (i1, i1) -> i64
  func.call @printI64(%n2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
