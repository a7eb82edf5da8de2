// Per-iteration allocations in an scf.for.
//
// Each iteration i (0..5) allocates
//   - a loop-invariant 8 x i64 buffer filled with i*j (j = 0..7), summed:
//     i * (0+1+...+7) = 28 i (loop hoisting moves it in front of the loop;
//     promotion turns it into an alloca),
//   - a buffer of i+1 elements (size depends on the induction variable, so
//     it stays in the loop) filled with 1..i+1, summed: (i+1)(i+2)/2,
//   - inside an scf.if taken on even i, a 2 x i64 scratch buffer holding
//     (i, 100), summed: i + 100; on odd i the scf.if yields -1.
// Printed per iteration: the three sums.
//
// Expected (i = 0..5):
//   0 1 100 | 28 3 -1 | 56 6 102 | 84 10 -1 | 112 15 104 | 140 21 -1
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %hundred = arith.constant 100 : i64
  %minus1 = arith.constant -1 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fixed = memref.alloc() : memref<8xi64>
    scf.for %j = %c0 to %c8 step %c1 {
      %jj = arith.index_cast %j : index to i64
      %v = arith.muli %ii, %jj : i64
      memref.store %v, %fixed[%j] : memref<8xi64>
    }
    %s1 = scf.for %j = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> i64 {
      %v = memref.load %fixed[%j] : memref<8xi64>
      %t = arith.addi %acc, %v : i64
      scf.yield %t : i64
    }
    %n = arith.addi %i, %c1 : index
    %var = memref.alloc(%n) : memref<?xi64>
    scf.for %j = %c0 to %n step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %v = arith.index_cast %j1 : index to i64
      memref.store %v, %var[%j] : memref<?xi64>
    }
    %s2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
      %v = memref.load %var[%j] : memref<?xi64>
      %t = arith.addi %acc, %v : i64
      scf.yield %t : i64
    }
    %rem = arith.remsi %ii, %two : i64
    %even = arith.cmpi eq, %rem, %zero : i64
    %s3 = scf.if %even -> i64 {
      %scratch = memref.alloc() : memref<2xi64>
      memref.store %ii, %scratch[%c0] : memref<2xi64>
      memref.store %hundred, %scratch[%c1] : memref<2xi64>
      %a = memref.load %scratch[%c0] : memref<2xi64>
      %b = memref.load %scratch[%c1] : memref<2xi64>
      %ab = arith.addi %a, %b : i64
      scf.yield %ab : i64
    } else {
      scf.yield %minus1 : i64
    }
    func.call @printI64(%s1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%s2) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @printI64(%s3) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
