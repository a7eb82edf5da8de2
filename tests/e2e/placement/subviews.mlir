// Subviews (views) of allocations as aliases.
//
// @window_branch: bb1 allocates an 8 x i64 buffer holding 0..7 and passes
// the subview [2, 6) (through a memref.cast) to bb3; bb2 passes a subview
// of a second buffer holding 10 each. Buffer hoisting moves bb1's alloc to
// bb0 because of the alias. bb3 sums the 4-element window:
//   true -> 2+3+4+5 = 14, false -> 40
//
// @window_if: an scf.if yields a strided subview (every second element) of a
// 6 x i64 buffer allocated in its then-region (the alloc leaves the region),
// or a subview of a buffer allocated before the scf.if. After the scf.if the
// window is written through (+100 each) and the base buffers are read:
//   true: base 0..5, window = elements 0, 2, 4 -> base sum after the writes
//   = 15 + 300 = 315; false: other buffer (4 x 1), window = first 3 ->
//   4 + 300 = 304
//
// @loop_window: in an scf.for over i = 0..3, a 4 x i64 buffer (loop-invariant:
// loop hoisting moves it out) is filled with i through a full-size subview
// and summed through a 2-element subview: 2i -> 0 2 4 6.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @window_branch(%flag: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  cf.cond_br %flag, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<8xi64>
  }
  %w = memref.subview %a[2] [4] [1] : memref<8xi64> to memref<4xi64, strided<[1], offset: 2>>
  %wc = memref.cast %w : memref<4xi64, strided<[1], offset: 2>> to memref<4xi64, strided<[1], offset: ?>>
  cf.br ^bb3(%wc : memref<4xi64, strided<[1], offset: ?>>)
^bb2:
  %b = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %ten, %b[%i] : memref<8xi64>
  }
  %w2 = memref.subview %b[0] [4] [1] : memref<8xi64> to memref<4xi64, strided<[1]>>
  %w2c = memref.cast %w2 : memref<4xi64, strided<[1]>> to memref<4xi64, strided<[1], offset: ?>>
  cf.br ^bb3(%w2c : memref<4xi64, strided<[1], offset: ?>>)
^bb3(%win: memref<4xi64, strided<[1], offset: ?>>):
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %win[%i] : memref<4xi64, strided<[1], offset: ?>>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @window_if(%flag: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %hundred = arith.constant 100 : i64
  %other = memref.alloc() : memref<6xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %one, %other[%i] : memref<6xi64>
  }
  scf.for %i = %c4 to %c6 step %c1 {
    memref.store %zero, %other[%i] : memref<6xi64>
  }
  %base, %win = scf.if %flag -> (memref<6xi64>, memref<3xi64, strided<[?], offset: ?>>) {
    %a = memref.alloc() : memref<6xi64>
    scf.for %i = %c0 to %c6 step %c1 {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %a[%i] : memref<6xi64>
    }
    %sv = memref.subview %a[0] [3] [2] : memref<6xi64> to memref<3xi64, strided<[2]>>
    %svc = memref.cast %sv : memref<3xi64, strided<[2]>> to memref<3xi64, strided<[?], offset: ?>>
    scf.yield %a, %svc : memref<6xi64>, memref<3xi64, strided<[?], offset: ?>>
  } else {
    %sv = memref.subview %other[0] [3] [1] : memref<6xi64> to memref<3xi64, strided<[1]>>
    %svc = memref.cast %sv : memref<3xi64, strided<[1]>> to memref<3xi64, strided<[?], offset: ?>>
    scf.yield %other, %svc : memref<6xi64>, memref<3xi64, strided<[?], offset: ?>>
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %win[%i] : memref<3xi64, strided<[?], offset: ?>>
    %w = arith.addi %v, %hundred : i64
    memref.store %w, %win[%i] : memref<3xi64, strided<[?], offset: ?>>
  }
  %s = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %base[%i] : memref<6xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @loop_window() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    %buf = memref.alloc() : memref<4xi64>
    %full = memref.subview %buf[0] [4] [1] : memref<4xi64> to memref<4xi64, strided<[1]>>
    %ii = arith.index_cast %i : index to i64
    scf.for %t = %c0 to %c4 step %c1 {
      memref.store %ii, %full[%t] : memref<4xi64, strided<[1]>>
    }
    %half = memref.subview %buf[1] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1], offset: 1>>
    %s = scf.for %t = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> i64 {
      %v = memref.load %half[%t] : memref<2xi64, strided<[1], offset: 1>>
      %w = arith.addi %acc, %v : i64
      scf.yield %w : i64
    }
    func.call @printI64(%s) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %a = func.call @window_branch(%true) : (i1) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @window_branch(%false) : (i1) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = func.call @window_if(%true) : (i1) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = func.call @window_if(%false) : (i1) -> i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @loop_window() : () -> ()
  return
}
