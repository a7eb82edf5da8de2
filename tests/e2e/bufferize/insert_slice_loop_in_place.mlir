// The canonical in-place pattern: in an scf.for, extract_slice of the
// iter_arg, compute on the slice (linalg.generic with ins = outs = the
// slice, elementwise), insert_slice back at the same offsets and yield.
// Everything bufferizes in place on the iter_arg's buffer (the insert_slice
// becomes a self-copy of the subview).
//
// acc = iota(8); for i = 0, 2, 4, 6: acc[i .. i+1] = 10 * acc[i .. i+1] + i
// element j ends as 10 * j + (j - j mod 2):
//   0, 10, 20+2, 30+2, 40+4, 50+4, 60+6, 70+6
// Expected (by hand): 0, 10, 22, 32, 44, 54, 66, 76
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
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %ten = arith.constant 10 : i64
  %t = func.call @iota(%c8) : (index) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%acc = %t) -> tensor<?xi64> {
    %ii = arith.index_cast %i : index to i64
    %s = tensor.extract_slice %acc[%i] [2] [1] : tensor<?xi64> to tensor<2xi64>
    %s2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<2xi64>) outs(%s : tensor<2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %m = arith.muli %in, %ten : i64
      %a = arith.addi %m, %ii : i64
      linalg.yield %a : i64
    } -> tensor<2xi64>
    %acc2 = tensor.insert_slice %s2 into %acc[%i] [2] [1] : tensor<2xi64> into tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  return
}
