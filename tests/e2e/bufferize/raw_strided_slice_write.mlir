// A strided extract_slice (stride 2) is written in place-style (linalg.map
// with outs = the slice) and inserted back at the same strided positions;
// the source t, the slice s and the modified slice are all read after the
// writes, so each write must go to a copy: the map must not write through
// the subview into t, and the insert_slice must not write into t's buffer.
//
// t = iota(6) = [0, 1, 2, 3, 4, 5]; s = t[1 : 3 : 2] = [1, 3, 5]
// s2 = 10 * s (outs s) -> 10, 30, 50; t -> 0, 1, 2, 3, 4, 5
// u = insert_slice s2 into t[1 : 3 : 2] -> 0, 10, 2, 30, 4, 50
// t -> 0, 1, 2, 3, 4, 5; s -> 1, 3, 5
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
  %c6 = arith.constant 6 : index
  %ten = arith.constant 10 : i64
  %t = func.call @iota(%c6) : (index) -> tensor<?xi64>
  %s = tensor.extract_slice %t[1] [3] [2] : tensor<?xi64> to tensor<3xi64>
  %s2 = linalg.map ins(%s : tensor<3xi64>) outs(%s : tensor<3xi64>)
    (%x: i64, %o: i64) {
      %y = arith.muli %x, %ten : i64
      linalg.yield %y : i64
    }
  %s2d = tensor.cast %s2 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%s2d) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %u = tensor.insert_slice %s2 into %t[1] [3] [2] : tensor<3xi64> into tensor<?xi64>
  func.call @show(%u) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %sd = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  func.call @show(%sd) : (tensor<?xi64>) -> ()
  return
}
