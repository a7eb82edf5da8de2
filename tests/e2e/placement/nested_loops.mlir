// Allocations in loop nests.
//
// Part 1, scf.for nest i = 0..2, j = 0..2:
//   - in the j-loop: a 4 x i64 loop-invariant buffer (can leave both loops)
//     filled with i + j + t (t = 0..3), summed: 4(i+j) + 6;
//   - in the j-loop: a buffer of i+1 elements (size from the OUTER iv: can
//     leave the j-loop only) filled with j, summed: (i+1) j;
//   printed: 4(i+j)+6 and (i+1) j for each (i, j).
//   (0,0) 6 0 | (0,1) 10 1 | (0,2) 14 2 | (1,0) 10 0 | (1,1) 14 2 |
//   (1,2) 18 4 | (2,0) 14 0 | (2,1) 18 3 | (2,2) 22 6
// Part 2, an scf.parallel over i = 0..3 and an scf.forall over i = 0..3,
// each iteration allocating a 2 x i64 buffer holding (i, i*i) and storing
// its sum into out[i] (parallel iterations need their own buffer; they run
// sequentially once lowered). Then out is printed: 0 2 6 12 (parallel) and
// 0 2 6 12 (forall, written to a second array).
// Part 3, a per-iteration buffer inside an scf.for nested in an scf.while
// (i = 0..1) : prints 100 i + j for j = 0..1: 0 1 100 101.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %hundred = arith.constant 100 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ij = arith.addi %i, %j : index
      %fixed = memref.alloc() : memref<4xi64>
      scf.for %t = %c0 to %c4 step %c1 {
        %s = arith.addi %ij, %t : index
        %v = arith.index_cast %s : index to i64
        memref.store %v, %fixed[%t] : memref<4xi64>
      }
      %sum1 = scf.for %t = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
        %v = memref.load %fixed[%t] : memref<4xi64>
        %a = arith.addi %acc, %v : i64
        scf.yield %a : i64
      }
      %n = arith.addi %i, %c1 : index
      %row = memref.alloc(%n) : memref<?xi64>
      %jj = arith.index_cast %j : index to i64
      scf.for %t = %c0 to %n step %c1 {
        memref.store %jj, %row[%t] : memref<?xi64>
      }
      %sum2 = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
        %v = memref.load %row[%t] : memref<?xi64>
        %a = arith.addi %acc, %v : i64
        scf.yield %a : i64
      }
      func.call @printI64(%sum1) : (i64) -> ()
      func.call @printNewline() : () -> ()
      func.call @printI64(%sum2) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
  }

  %out = memref.alloc() : memref<4xi64>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %pair = memref.alloc() : memref<2xi64>
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %ii, %pair[%c0] : memref<2xi64>
    memref.store %sq, %pair[%c1] : memref<2xi64>
    %a = memref.load %pair[%c0] : memref<2xi64>
    %b = memref.load %pair[%c1] : memref<2xi64>
    %ab = arith.addi %a, %b : i64
    memref.store %ab, %out[%i] : memref<4xi64>
    scf.reduce
  }
  %out2 = memref.alloc() : memref<4xi64>
  scf.forall (%i) in (4) {
    %pair = memref.alloc() : memref<2xi64>
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %ii, %pair[%c0] : memref<2xi64>
    memref.store %sq, %pair[%c1] : memref<2xi64>
    %a = memref.load %pair[%c0] : memref<2xi64>
    %b = memref.load %pair[%c1] : memref<2xi64>
    %ab = arith.addi %a, %b : i64
    memref.store %ab, %out2[%i] : memref<4xi64>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %out[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %out2[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }

  %r = scf.while (%i = %c0) : (index) -> index {
    %cond = arith.cmpi slt, %i, %c2 : index
    scf.condition(%cond) %i : index
  } do {
  ^bb0(%i: index):
    scf.for %j = %c0 to %c2 step %c1 {
      %cell = memref.alloc() : memref<1xi64>
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %h = arith.muli %ii, %hundred : i64
      %v = arith.addi %h, %jj : i64
      memref.store %v, %cell[%c0] : memref<1xi64>
      %w = memref.load %cell[%c0] : memref<1xi64>
      func.call @printI64(%w) : (i64) -> ()
      func.call @printNewline() : () -> ()
    }
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1 : index
  }
  return
}
