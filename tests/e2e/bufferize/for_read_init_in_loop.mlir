// Loops whose body reads the INIT tensor t (not the iter_arg) while the
// iter_arg (initialized with t) is written in place: iteration i reads
// elements that earlier iterations have already overwritten in the
// iter_arg, so the iter_arg must start as a copy of t.
//
// t = iota(5) + 1 = [1, 2, 3, 4, 5]
// rev: acc[i] = t[4 - i]        -> 5, 4, 3, 2, 1 (in place: 5, 4, 3, 4, 5)
// rot: acc[i] = t[(i + 1) mod 5] -> 2, 3, 4, 5, 1 (in place: ..., 5, 2)
// t afterwards: 1, 2, 3, 4, 5
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
  %c5 = arith.constant 5 : index
  %one = arith.constant 1 : i64
  %i0 = func.call @iota(%c5) : (index) -> tensor<?xi64>
  %t = linalg.map ins(%i0 : tensor<?xi64>) outs(%i0 : tensor<?xi64>)
    (%x: i64, %o: i64) {
      %p = arith.addi %x, %one : i64
      linalg.yield %p : i64
    }
  %rev = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %j = arith.subi %c4, %i : index
    %v = tensor.extract %t[%j] : tensor<?xi64>
    %acc2 = tensor.insert %v into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%rev) : (tensor<?xi64>) -> ()
  %rot = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %j = arith.addi %i, %c1 : index
    %k = arith.remui %j, %c5 : index
    %v = tensor.extract %t[%k] : tensor<?xi64>
    %acc2 = tensor.insert %v into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%rot) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}
