// Two scf.for loops with the same init tensor t, each writing its iter_arg
// in place, then t itself printed: t is used after each loop, so both
// loops must start from copies of t.
//
// t = iota(3) = [0, 1, 2]
// r1: acc[i] += 10 -> 10, 11, 12; r2: acc[i] *= 2 -> 0, 2, 4; t = 0, 1, 2
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
func.func @show(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ten = arith.constant 10 : i64
  %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %r1 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %v = tensor.extract %acc[%i] : tensor<?xi64>
    %w = arith.addi %v, %ten : i64
    %acc2 = tensor.insert %w into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  %r2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %v = tensor.extract %acc[%i] : tensor<?xi64>
    %w = arith.addi %v, %v : i64
    %acc2 = tensor.insert %w into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%r1) : (tensor<?xi64>) -> ()
  func.call @show(%r2) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}
