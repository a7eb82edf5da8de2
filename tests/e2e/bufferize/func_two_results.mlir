// A function with two tensor results: one equivalent to its argument
// (written in place), one fresh (computed from the argument BEFORE the
// write). A second function reads its argument's old value after writing
// a new version of it (so its insert must be out of place and its result
// is a new buffer, not the argument).
//
// split(t) = (t with [0] = -1, 10 * t); t = iota(3) = [0, 1, 2]
//   x = -1, 1, 2; y = 0, 10, 20; t (read after the call) = 0, 1, 2
// old0(t) = (t[0] read after the insert, t with [0] = -1) on u = iota(3):
//   returns the old u[0] = 0 and the new version -1, 1, 2
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
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

func.func @split(%t: tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : i64
  %ten = arith.constant 10 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %f = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %y = arith.muli %x, %ten : i64
    linalg.yield %y : i64
  } -> tensor<?xi64>
  %t2 = tensor.insert %m1 into %t[%c0] : tensor<?xi64>
  return %t2, %f : tensor<?xi64>, tensor<?xi64>
}

func.func @old0(%t: tensor<?xi64>) -> (i64, tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : i64
  %t2 = tensor.insert %m1 into %t[%c0] : tensor<?xi64>
  %v = tensor.extract %t[%c0] : tensor<?xi64>
  return %v, %t2 : i64, tensor<?xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %r:2 = func.call @split(%t) : (tensor<?xi64>) -> (tensor<?xi64>, tensor<?xi64>)
  func.call @show(%r#0) : (tensor<?xi64>) -> ()
  func.call @show(%r#1) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %u = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %o:2 = func.call @old0(%u) : (tensor<?xi64>) -> (i64, tensor<?xi64>)
  func.call @pr(%o#0) : (i64) -> ()
  func.call @show(%o#1) : (tensor<?xi64>) -> ()
  return
}
