// A collapse_shape out of place of a strided buffer that has no collapsed
// view (lit reshape-private-copy.mlir; fuzzer seed 14062 @t4): the
// identity-layout copy it is collapsed from is the result's own buffer,
// copied once. The collapse keeps the old contents; the fill writes the
// argument. Expected (by hand), t = [[1, 2, 3], [4, 5, 6]], e = 9: c[0] = 1,
// c[4] = 5, c[5] = 6; f[1][2] = 9; t[1][1] afterwards 5 (the caller's
// tensor; the function wrote a copy of it).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @collapse_out_of_place(%t: tensor<2x?xi64>, %e: i64) -> (tensor<?xi64>, tensor<2x?xi64>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xi64> into tensor<?xi64>
  %f = linalg.fill ins(%e : i64) outs(%t : tensor<2x?xi64>) -> tensor<2x?xi64>
  return %c, %f : tensor<?xi64>, tensor<2x?xi64>
}

func.func @main() {
  %cst = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %t = tensor.cast %cst : tensor<2x3xi64> to tensor<2x?xi64>
  %e = arith.constant 9 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %r:2 = func.call @collapse_out_of_place(%t, %e) : (tensor<2x?xi64>, i64) -> (tensor<?xi64>, tensor<2x?xi64>)
  %a = tensor.extract %r#0[%c0] : tensor<?xi64>
  %b = tensor.extract %r#0[%c4] : tensor<?xi64>
  %c = tensor.extract %r#0[%c5] : tensor<?xi64>
  %d = tensor.extract %r#1[%c1, %c2] : tensor<2x?xi64>
  %g = tensor.extract %t[%c1, %c1] : tensor<2x?xi64>
  func.call @print(%a) : (i64) -> ()
  func.call @print(%b) : (i64) -> ()
  func.call @print(%c) : (i64) -> ()
  func.call @print(%d) : (i64) -> ()
  func.call @print(%g) : (i64) -> ()
  return
}
