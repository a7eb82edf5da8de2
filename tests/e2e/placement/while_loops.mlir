// Per-iteration allocations in scf.while loops.
//
// @single: the before-region allocates a 3 x i64 buffer holding
// (i, i+1, i+2) and prints its sum 3i+3; the after-region allocates a
// 2 x i64 buffer holding (j*j, 1) and prints its sum j*j+1. The loop runs
// while i < 4 (loop hoisting moves both allocs in front of the scf.while).
//   before(0) 3, after(0) 1, before(1) 6, after(1) 2, before(2) 9,
//   after(2) 5, before(3) 12, after(3) 10, before(4) 15 -> exit
//
// @nested: an outer scf.while over i = 0..2 whose after-region runs an
// inner scf.while over k = 0..i; the inner after-region allocates a 1 x i64
// buffer holding 10 i + k and prints it, and a buffer of i+1 elements
// (size from the outer iteration variable: it can leave the inner loop
// only) filled with ones, printing its sum i+1.
//   i=0: 0 1 | i=1: 10 2, 11 2 | i=2: 20 3, 21 3, 22 3
func.func private @printI64(i64)
func.func private @printNewline()

func.func @single() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %r = scf.while (%i = %c0) : (index) -> index {
    %t = memref.alloc() : memref<3xi64>
    %ii = arith.index_cast %i : index to i64
    %i1 = arith.addi %ii, %one : i64
    %i2 = arith.addi %i1, %one : i64
    memref.store %ii, %t[%c0] : memref<3xi64>
    memref.store %i1, %t[%c1] : memref<3xi64>
    memref.store %i2, %t[%c2] : memref<3xi64>
    %a = memref.load %t[%c0] : memref<3xi64>
    %b = memref.load %t[%c1] : memref<3xi64>
    %c = memref.load %t[%c2] : memref<3xi64>
    %ab = arith.addi %a, %b : i64
    %abc = arith.addi %ab, %c : i64
    func.call @printI64(%abc) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %cond = arith.cmpi slt, %i, %c4 : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%j: index):
    %u = memref.alloc() : memref<2xi64>
    %jj = arith.index_cast %j : index to i64
    %sq = arith.muli %jj, %jj : i64
    memref.store %sq, %u[%c0] : memref<2xi64>
    memref.store %one, %u[%c1] : memref<2xi64>
    %a = memref.load %u[%c0] : memref<2xi64>
    %b = memref.load %u[%c1] : memref<2xi64>
    %ab = arith.addi %a, %b : i64
    func.call @printI64(%ab) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1 : index
  }
  return
}

func.func @nested() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %zero = arith.constant 0 : i64
  %r = scf.while (%i = %c0) : (index) -> index {
    %cond = arith.cmpi sle, %i, %c2 : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%i: index):
    %n = arith.addi %i, %c1 : index
    %r2 = scf.while (%k = %c0) : (index) -> index {
      %cond2 = arith.cmpi sle, %k, %i : index
      scf.condition(%cond2) %k : index
    } do {
    ^bb0(%k: index):
      %cell = memref.alloc() : memref<1xi64>
      %ii = arith.index_cast %i : index to i64
      %kk = arith.index_cast %k : index to i64
      %t = arith.muli %ii, %ten : i64
      %v = arith.addi %t, %kk : i64
      memref.store %v, %cell[%c0] : memref<1xi64>
      %w = memref.load %cell[%c0] : memref<1xi64>
      func.call @printI64(%w) : (i64) -> ()
      func.call @printNewline() : () -> ()
      %ones = memref.alloc(%n) : memref<?xi64>
      scf.for %x = %c0 to %n step %c1 {
        memref.store %one, %ones[%x] : memref<?xi64>
      }
      %s = scf.for %x = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
        %o = memref.load %ones[%x] : memref<?xi64>
        %a = arith.addi %acc, %o : i64
        scf.yield %a : i64
      }
      func.call @printI64(%s) : (i64) -> ()
      func.call @printNewline() : () -> ()
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1 : index
    }
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1 : index
  }
  return
}

func.func @main() {
  func.call @single() : () -> ()
  func.call @nested() : () -> ()
  return
}
