// The init of an scf.for tensor iter_arg is read after the loop: the loop
// must work on a copy of the init (the iter_arg buffer is written in place
// each iteration).
//
// t = iota(4) = [0, 1, 2, 3]; for i: acc[i] = acc[i] * acc[i]
// Expected (by hand): r = 0, 1, 4, 9; t = 0, 1, 2, 3
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
  %c4 = arith.constant 4 : index
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %v = tensor.extract %acc[%i] : tensor<?xi64>
    %sq = arith.muli %v, %v : i64
    %acc2 = tensor.insert %sq into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}
