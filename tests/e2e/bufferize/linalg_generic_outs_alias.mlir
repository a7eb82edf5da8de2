// Elementwise linalg.generic whose outs operand is one of its ins (a):
// elementwise access makes in-place bufferization legal for the op itself,
// but a is printed at the end, so the write must go to a copy. The second
// generic (ins c, c; outs c) may be in place: c is dead afterwards.
//
// a = iota(4) = [0, 1, 2, 3]; b = [10, 20, 30, 40] (constant)
// c = a + b (outs a) = [10, 21, 32, 43]
// d = c * c (outs c) = [100, 441, 1024, 1849]
// Expected (by hand): c, d, a = 0, 1, 2, 3.
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

#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c4 = arith.constant 4 : index
  %a = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %bs = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %b = tensor.cast %bs : tensor<4xi64> to tensor<?xi64>
  %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<?xi64>, tensor<?xi64>) outs(%a : tensor<?xi64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %s = arith.addi %x, %y : i64
    linalg.yield %s : i64
  } -> tensor<?xi64>
  func.call @show(%c) : (tensor<?xi64>) -> ()
  %d = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%c, %c : tensor<?xi64>, tensor<?xi64>) outs(%c : tensor<?xi64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %s = arith.muli %x, %y : i64
    linalg.yield %s : i64
  } -> tensor<?xi64>
  func.call @show(%d) : (tensor<?xi64>) -> ()
  func.call @show(%a) : (tensor<?xi64>) -> ()
  return
}
