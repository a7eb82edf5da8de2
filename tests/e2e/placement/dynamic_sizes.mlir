// Allocations with dynamic sizes.
//
// @branch_size: the spec's @condBranchDynamicType shape: the size is a block
// argument of the branch target (the alloc cannot move above it); the other
// arm passes a buffer allocated with a size computed in the entry block
// (that alloc may move to the entry block). The join block sums the merged
// buffer using memref.dim for its length.
//   (true, 4): buffer 0..3 scaled by 3 -> 3 * 6 = 18
//   (false, 4): n + 2 = 6 elements of value 5 -> 30
//
// @region_size: an scf.if computes the size inside its then-region (the
// alloc stays there) and yields the buffer, the else-region yields a buffer
// sized by a function argument, allocated before the scf.if.
//   (true, 3): 2*3 + 1 = 7 elements 0..6 -> 21; (false, 3): 3 x 9 -> 27
//
// @loop_size: in an scf.for over i = 1..4, a buffer of i*i elements (size
// computed in the body) filled with ones and summed: 1 4 9 16; and a buffer
// sized by a function argument n = 3 (can leave the loop) filled with i,
// summed: 3 6 9 12.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %len = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %len step %c1 iter_args(%acc = %zero) -> i64 {
    %v = memref.load %m[%i] : memref<?xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @branch_size(%flag: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %three = arith.constant 3 : i64
  %five = arith.constant 5 : i64
  %n2 = arith.addi %n, %c2 : index
  cf.cond_br %flag, ^bb1(%n : index), ^bb2
^bb1(%m: index):
  %a = memref.alloc(%m) : memref<?xi64>
  scf.for %i = %c0 to %m step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %three : i64
    memref.store %v, %a[%i] : memref<?xi64>
  }
  cf.br ^bb3(%a : memref<?xi64>)
^bb2:
  %b = memref.alloc(%n2) : memref<?xi64>
  scf.for %i = %c0 to %n2 step %c1 {
    memref.store %five, %b[%i] : memref<?xi64>
  }
  cf.br ^bb3(%b : memref<?xi64>)
^bb3(%buf: memref<?xi64>):
  %s = func.call @sum(%buf) : (memref<?xi64>) -> i64
  return %s : i64
}

func.func @region_size(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9 : i64
  %r = scf.if %c -> memref<?xi64> {
    %d = arith.addi %n, %n : index
    %m = arith.addi %d, %c1 : index
    %a = memref.alloc(%m) : memref<?xi64>
    scf.for %i = %c0 to %m step %c1 {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %a[%i] : memref<?xi64>
    }
    scf.yield %a : memref<?xi64>
  } else {
    %b = memref.alloc(%n) : memref<?xi64>
    scf.for %i = %c0 to %n step %c1 {
      memref.store %nine, %b[%i] : memref<?xi64>
    }
    scf.yield %b : memref<?xi64>
  }
  %s = func.call @sum(%r) : (memref<?xi64>) -> i64
  return %s : i64
}

func.func @loop_size(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1 : i64
  scf.for %i = %c1 to %c5 step %c1 {
    %sq = arith.muli %i, %i : index
    %a = memref.alloc(%sq) : memref<?xi64>
    scf.for %j = %c0 to %sq step %c1 {
      memref.store %one, %a[%j] : memref<?xi64>
    }
    %s1 = func.call @sum(%a) : (memref<?xi64>) -> i64
    %b = memref.alloc(%n) : memref<?xi64>
    %ii = arith.index_cast %i : index to i64
    scf.for %j = %c0 to %n step %c1 {
      memref.store %ii, %b[%j] : memref<?xi64>
    }
    %s2 = func.call @sum(%b) : (memref<?xi64>) -> i64
    func.call @printI64(%s1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%s2) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %b0 = func.call @branch_size(%true, %c4) : (i1, index) -> i64
  func.call @printI64(%b0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b1 = func.call @branch_size(%false, %c4) : (i1, index) -> i64
  func.call @printI64(%b1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r0 = func.call @region_size(%true, %c3) : (i1, index) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r1 = func.call @region_size(%false, %c3) : (i1, index) -> i64
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @loop_size(%c3) : (index) -> ()
  return
}
