// A transpose reading a cast of the tensor it overwrites (lit
// overwrite-out-of-place.mlir; fuzzer seed 14251 @t14): its init goes out
// of place (a new buffer, no copy) and the cast stays a view of the
// argument, which is only read. Expected (by hand), t = [[1, 2], [3, 4]]:
// r = [[1, 3], [2, 4]]: r[0][1] = 3, r[1][0] = 2; t[0][1] afterwards 2.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @transpose_of_cast_of_init(%t: tensor<?x2xi64>) -> tensor<?x2xi64> {
  %c = tensor.cast %t : tensor<?x2xi64> to tensor<2x?xi64>
  %r = linalg.transpose ins(%c : tensor<2x?xi64>) outs(%t : tensor<?x2xi64>) permutation = [1, 0]
  return %r : tensor<?x2xi64>
}

func.func @main() {
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %t = tensor.cast %cst : tensor<2x2xi64> to tensor<?x2xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = func.call @transpose_of_cast_of_init(%t) : (tensor<?x2xi64>) -> tensor<?x2xi64>
  %a = tensor.extract %r[%c0, %c1] : tensor<?x2xi64>
  %b = tensor.extract %r[%c1, %c0] : tensor<?x2xi64>
  %x = tensor.extract %t[%c0, %c1] : tensor<?x2xi64>
  func.call @print(%a) : (i64) -> ()
  func.call @print(%b) : (i64) -> ()
  func.call @print(%x) : (i64) -> ()
  return
}
