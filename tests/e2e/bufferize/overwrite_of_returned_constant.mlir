// A constant passed to a function that reads and returns it, whose result
// is then overwritten by a linalg.copy (lit overwrite-out-of-place.mlir;
// fuzzer seed 14241 @t1): the linalg.copy writes a new buffer (no copy)
// and the constant reaches the call unchanged. Expected (by hand), u =
// [5, 6, 7, 8]: the copy's [2] = 7, the callee's read 1; twice (the
// constant is never written).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func private @read_and_return(%t: tensor<4xi64>) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xi64>
  return %t, %x : tensor<4xi64>, i64
}

func.func @overwrite_of_constant_returned_by_call(%u: tensor<4xi64>) -> (tensor<4xi64>, i64) {
  %cst = arith.constant dense<1> : tensor<4xi64>
  %r:2 = func.call @read_and_return(%cst) : (tensor<4xi64>) -> (tensor<4xi64>, i64)
  %c = linalg.copy ins(%u : tensor<4xi64>) outs(%r#0 : tensor<4xi64>) -> tensor<4xi64>
  return %c, %r#1 : tensor<4xi64>, i64
}

func.func @main() {
  %u = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %c2 = arith.constant 2 : index
  %a:2 = func.call @overwrite_of_constant_returned_by_call(%u) : (tensor<4xi64>) -> (tensor<4xi64>, i64)
  %a2 = tensor.extract %a#0[%c2] : tensor<4xi64>
  func.call @print(%a2) : (i64) -> ()
  func.call @print(%a#1) : (i64) -> ()
  %b:2 = func.call @overwrite_of_constant_returned_by_call(%u) : (tensor<4xi64>) -> (tensor<4xi64>, i64)
  %b2 = tensor.extract %b#0[%c2] : tensor<4xi64>
  func.call @print(%b2) : (i64) -> ()
  func.call @print(%b#1) : (i64) -> ()
  return
}
