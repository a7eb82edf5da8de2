// tensor.insert into a tensor that is read again later: the first insert
// must not write into t's buffer (t is inserted into a second time and
// printed at the end), so it bufferizes out of place (copy, then store).
//
// t = iota(4) = [0, 1, 2, 3]
// a = t with [1] = 42  -> 0, 42, 2, 3
// b = t with [0] = 9   -> 9, 1, 2, 3   (from the ORIGINAL t, not from a)
// t                    -> 0, 1, 2, 3   (value semantics: never modified)
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
  %v42 = arith.constant 42 : i64
  %v9 = arith.constant 9 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %a = tensor.insert %v42 into %t[%c1] : tensor<?xi64>
  func.call @show(%a) : (tensor<?xi64>) -> ()
  %b = tensor.insert %v9 into %t[%c0] : tensor<?xi64>
  func.call @show(%b) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}
