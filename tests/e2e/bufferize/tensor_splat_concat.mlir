// tensor.splat (static and dynamic shape) and tensor.concat (static and
// dynamic operands; concat bufferizes to an allocation and one copy per
// operand into subviews). The concatenation is written (insert) and the
// operands are read afterwards; a tensor is also concatenated with itself.
//
// s = splat 7 : 3 elements; d = splat 1 : n = 2 elements
// c = concat(s, d) = [7, 7, 7, 1, 1]; c2 = c with [0] = 5
// z = concat(d, c2) = [1, 1, 5, 7, 7, 1, 1]; ss = concat(s, s)
// Expected (by hand): c2 = 5, 7, 7, 1, 1; s = 7, 7, 7; d = 1, 1;
// z = 1, 1, 5, 7, 7, 1, 1; ss = 7, 7, 7, 7, 7, 7.
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %v1 = arith.constant 1 : i64
  %v5 = arith.constant 5 : i64
  %v7 = arith.constant 7 : i64
  %s = tensor.splat %v7 : tensor<3xi64>
  %d = tensor.splat %v1[%n] : tensor<?xi64>
  %c = tensor.concat dim(0) %s, %d : (tensor<3xi64>, tensor<?xi64>) -> tensor<?xi64>
  %c2 = tensor.insert %v5 into %c[%c0] : tensor<?xi64>
  func.call @show(%c2) : (tensor<?xi64>) -> ()
  %sd = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  func.call @show(%sd) : (tensor<?xi64>) -> ()
  func.call @show(%d) : (tensor<?xi64>) -> ()
  %z = tensor.concat dim(0) %d, %c2 : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%z) : (tensor<?xi64>) -> ()
  %ss = tensor.concat dim(0) %s, %s : (tensor<3xi64>, tensor<3xi64>) -> tensor<6xi64>
  %ssd = tensor.cast %ss : tensor<6xi64> to tensor<?xi64>
  func.call @show(%ssd) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  func.call @run(%c2) : (index) -> ()
  return
}
