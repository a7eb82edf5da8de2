// A tensor.insert_slice whose slice covers its whole destination: nothing
// of the destination's old contents reaches the result, so an out-of-place
// destination gets a buffer without a copy of them (the One-Shot fuzzer's
// seed 10947 @t19 had an extra copy). The destination t is read afterwards
// (it must stay intact), the result is written afterwards (an insert into
// r, r read after), and a partial slice keeps the old elements it does not
// cover.
//
// t = iota(4) = [0, 1, 2, 3]; s = [7, 8, 9, 10]
// r = s inserted over all of t = [7, 8, 9, 10]; r2 = r with [0] = 5
// p = [20, 21] inserted into t at 1 = [0, 20, 21, 3]
// m = [[1, 2], [3, 4]] inserted over all of the 2x2 zeros z
// Expected (by hand): r2 = 5, 8, 9, 10; r = 7, 8, 9, 10; p = 0, 20, 21, 3;
// t = 0, 1, 2, 3; m = 1, 2, 3, 4; z = 0, 0, 0, 0
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
  %c4 = arith.constant 4 : index
  %v5 = arith.constant 5 : i64
  %t0 = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %t = tensor.cast %t0 : tensor<?xi64> to tensor<4xi64>
  %s = arith.constant dense<[7, 8, 9, 10]> : tensor<4xi64>
  %r = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xi64> into tensor<4xi64>
  %r2 = tensor.insert %v5 into %r[%c0] : tensor<4xi64>
  %q = arith.constant dense<[20, 21]> : tensor<2xi64>
  %p = tensor.insert_slice %q into %t[1] [2] [1] : tensor<2xi64> into tensor<4xi64>
  %r2d = tensor.cast %r2 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%r2d) : (tensor<?xi64>) -> ()
  %rd = tensor.cast %r : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %pd = tensor.cast %p : tensor<4xi64> to tensor<?xi64>
  func.call @show(%pd) : (tensor<?xi64>) -> ()
  func.call @show(%t0) : (tensor<?xi64>) -> ()
  %z = arith.constant dense<0> : tensor<2x2xi64>
  %k = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %m = tensor.insert_slice %k into %z[0, 0] [2, 2] [1, 1] : tensor<2x2xi64> into tensor<2x2xi64>
  %mf = tensor.collapse_shape %m [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %mfd = tensor.cast %mf : tensor<4xi64> to tensor<?xi64>
  func.call @show(%mfd) : (tensor<?xi64>) -> ()
  %zf = tensor.collapse_shape %z [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %zfd = tensor.cast %zf : tensor<4xi64> to tensor<?xi64>
  func.call @show(%zfd) : (tensor<?xi64>) -> ()
  return
}
