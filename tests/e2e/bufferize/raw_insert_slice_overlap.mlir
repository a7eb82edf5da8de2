// tensor.insert_slice of a slice of t into t itself at an overlapping
// position (a memmove at the tensor level): shifting left (source after
// destination) and shifting right (source before destination; a naive
// forward element-by-element copy in place would propagate the first
// elements). Value semantics: the inserted values are those of the old t.
//
// t = iota(6) = [0, 1, 2, 3, 4, 5] (printed first)
// left  = t with [0 .. 3] = t[2 .. 5] = [2, 3, 4, 5] -> 2, 3, 4, 5, 4, 5
// right = t with [2 .. 5] = t[0 .. 3] = [0, 1, 2, 3] -> 0, 1, 0, 1, 2, 3
// t afterwards: 0, 1, 2, 3, 4, 5
// The same two shifts in functions whose argument (a fresh iota(6) in the
// caller) is dead afterwards: shift_right -> 0, 1, 0, 1, 2, 3;
// shift_left -> 2, 3, 4, 5, 4, 5
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

// t dead after the insert_slice: the destination may be t's buffer, but
// the source slice still has to be read before it is overwritten.
func.func @shift_right(%t: tensor<?xi64>) -> tensor<?xi64> {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<?xi64> to tensor<4xi64>
  %r = tensor.insert_slice %s into %t[2] [4] [1] : tensor<4xi64> into tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func @shift_left(%t: tensor<?xi64>) -> tensor<?xi64> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<?xi64> to tensor<4xi64>
  %r = tensor.insert_slice %s into %t[0] [4] [1] : tensor<4xi64> into tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func @main() {
  %c6 = arith.constant 6 : index
  %t = func.call @iota(%c6) : (index) -> tensor<?xi64>
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %s1 = tensor.extract_slice %t[2] [4] [1] : tensor<?xi64> to tensor<4xi64>
  %left = tensor.insert_slice %s1 into %t[0] [4] [1] : tensor<4xi64> into tensor<?xi64>
  func.call @show(%left) : (tensor<?xi64>) -> ()
  %s2 = tensor.extract_slice %t[0] [4] [1] : tensor<?xi64> to tensor<4xi64>
  %right = tensor.insert_slice %s2 into %t[2] [4] [1] : tensor<4xi64> into tensor<?xi64>
  func.call @show(%right) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %u = func.call @iota(%c6) : (index) -> tensor<?xi64>
  %ru = func.call @shift_right(%u) : (tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%ru) : (tensor<?xi64>) -> ()
  %v = func.call @iota(%c6) : (index) -> tensor<?xi64>
  %lv = func.call @shift_left(%v) : (tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%lv) : (tensor<?xi64>) -> ()
  return
}
