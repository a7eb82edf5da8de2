// linalg.matvec accumulating into a constant tensor (the outs operand is
// read by the op, and the constant global is read-only, so the op writes
// into a copy); the constant accumulator is printed again afterwards and
// is then reused as the vector operand of a linalg.vecmat (zero init).
//
// A = [[1, 2], [3, 4], [5, 6]], v = [10, 1], acc = [1, 1, 1]
// matvec: [1*10+2*1, 3*10+4*1, 5*10+6*1] + 1 = [13, 35, 57]
// vecmat: acc * A = [1+3+5, 2+4+6] = [9, 12] (init 0)
// Expected (by hand): 13, 35, 57 / 1, 1, 1 / 9, 12
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

func.func @main() {
  %zero = arith.constant 0 : i64
  %A = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %v = arith.constant dense<[10, 1]> : tensor<2xi64>
  %acc = arith.constant dense<1> : tensor<3xi64>
  %r = linalg.matvec ins(%A, %v : tensor<3x2xi64>, tensor<2xi64>) outs(%acc : tensor<3xi64>) -> tensor<3xi64>
  %rd = tensor.cast %r : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %accd = tensor.cast %acc : tensor<3xi64> to tensor<?xi64>
  func.call @show(%accd) : (tensor<?xi64>) -> ()
  %e = tensor.empty() : tensor<2xi64>
  %z = linalg.fill ins(%zero : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %w = linalg.vecmat ins(%acc, %A : tensor<3xi64>, tensor<3x2xi64>) outs(%z : tensor<2xi64>) -> tensor<2xi64>
  %wd = tensor.cast %w : tensor<2xi64> to tensor<?xi64>
  func.call @show(%wd) : (tensor<?xi64>) -> ()
  return
}
