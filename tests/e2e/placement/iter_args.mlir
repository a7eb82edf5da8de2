// Buffers carried across loop iterations: each iteration allocates a fresh
// buffer computed from the previous one and yields it (no hoisting is
// allowed; the deallocation pipeline frees the previous buffer).
//
// @pascal: scf.for over rows 1..6 carrying a 7 x i64 row of Pascal's
// triangle (starts as [1, 0, ...]); each iteration allocates the next row
// (next[0] = 1, next[k] = prev[k] + prev[k-1]). Printed per row: its sum
// 2^r -> 2 4 8 16 32 64; then the last row's middle element C(6,3) = 20.
//
// @fib_while: scf.while carrying a 2 x i64 buffer (a, b), starting (0, 1);
// the after-region allocates (b, a+b). Runs while b < 50; prints b of the
// final buffer: 55. Then, in the same loop shape, the buffer only
// conditionally replaced (scf.if inside the loop yields either a fresh
// buffer or the carried one): counts even numbers 0..9 into the buffer ->
// 5.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @pascal() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %row0 = memref.alloc() : memref<7xi64>
  scf.for %k = %c0 to %c7 step %c1 {
    memref.store %zero, %row0[%k] : memref<7xi64>
  }
  memref.store %one, %row0[%c0] : memref<7xi64>
  %last = scf.for %r = %c1 to %c7 step %c1 iter_args(%prev = %row0) -> memref<7xi64> {
    %next = memref.alloc() : memref<7xi64>
    memref.store %one, %next[%c0] : memref<7xi64>
    scf.for %k = %c1 to %c7 step %c1 {
      %km1 = arith.subi %k, %c1 : index
      %a = memref.load %prev[%k] : memref<7xi64>
      %b = memref.load %prev[%km1] : memref<7xi64>
      %ab = arith.addi %a, %b : i64
      memref.store %ab, %next[%k] : memref<7xi64>
    }
    %s = scf.for %k = %c0 to %c7 step %c1 iter_args(%acc = %zero) -> i64 {
      %v = memref.load %next[%k] : memref<7xi64>
      %t = arith.addi %acc, %v : i64
      scf.yield %t : i64
    }
    func.call @printI64(%s) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %next : memref<7xi64>
  }
  %mid = memref.load %last[%c3] : memref<7xi64>
  func.call @printI64(%mid) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @fib_while() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %fifty = arith.constant 50 : i64
  %init = memref.alloc() : memref<2xi64>
  memref.store %zero, %init[%c0] : memref<2xi64>
  memref.store %one, %init[%c1] : memref<2xi64>
  %res = scf.while (%cur = %init) : (memref<2xi64>) -> memref<2xi64> {
    %b = memref.load %cur[%c1] : memref<2xi64>
    %cond = arith.cmpi slt, %b, %fifty : i64
    scf.condition(%cond) %cur : memref<2xi64>
  } do {
  ^bb0(%cur: memref<2xi64>):
    %a = memref.load %cur[%c0] : memref<2xi64>
    %b = memref.load %cur[%c1] : memref<2xi64>
    %ab = arith.addi %a, %b : i64
    %next = memref.alloc() : memref<2xi64>
    memref.store %b, %next[%c0] : memref<2xi64>
    memref.store %ab, %next[%c1] : memref<2xi64>
    scf.yield %next : memref<2xi64>
  }
  %f = memref.load %res[%c1] : memref<2xi64>
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %cnt0 = memref.alloc() : memref<1xi64>
  memref.store %zero, %cnt0[%c0] : memref<1xi64>
  %cnt = scf.for %i = %c0 to %c10 step %c1 iter_args(%c = %cnt0) -> memref<1xi64> {
    %ii = arith.index_cast %i : index to i64
    %rem = arith.remsi %ii, %two : i64
    %even = arith.cmpi eq, %rem, %zero : i64
    %n = scf.if %even -> memref<1xi64> {
      %fresh = memref.alloc() : memref<1xi64>
      %old = memref.load %c[%c0] : memref<1xi64>
      %inc = arith.addi %old, %one : i64
      memref.store %inc, %fresh[%c0] : memref<1xi64>
      scf.yield %fresh : memref<1xi64>
    } else {
      scf.yield %c : memref<1xi64>
    }
    scf.yield %n : memref<1xi64>
  }
  %evens = memref.load %cnt[%c0] : memref<1xi64>
  func.call @printI64(%evens) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  func.call @pascal() : () -> ()
  func.call @fib_while() : () -> ()
  return
}
