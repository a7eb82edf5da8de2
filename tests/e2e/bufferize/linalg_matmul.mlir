// linalg.matmul on i64 with a zero-filled accumulator, then a second matmul
// accumulating into the first result C1 (outs = C1) while C1 is printed
// afterwards (the accumulating matmul reads and writes its outs, so it must
// work on a copy of C1).
//
// A = [[1, 2, 3], [4, 5, 6]], B = [[7, 8], [9, 10], [11, 12]]
// A*B: [1*7+2*9+3*11, 1*8+2*10+3*12] = [58, 64]
//      [4*7+5*9+6*11, 4*8+5*10+6*12] = [139, 154]
// C1 = 0 + A*B; D = C1 + A*B = [[116, 128], [278, 308]]
// Expected (by hand): rows of C1, rows of D, rows of C1 again.
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

// Prints each row of %m on its own line (elements separated by ", ").
func.func @show2(%m: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.dim %m, %c0 : tensor<?x?xi64>
  %k = tensor.dim %m, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %r step %c1 {
    %row = tensor.extract_slice %m[%i, 0] [1, %k] [1, 1] : tensor<?x?xi64> to tensor<?xi64>
    func.call @show(%row) : (tensor<?xi64>) -> ()
  }
  return
}

func.func @main() {
  %zero = arith.constant 0 : i64
  %A = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %B = arith.constant dense<[[7, 8], [9, 10], [11, 12]]> : tensor<3x2xi64>
  %e = tensor.empty() : tensor<2x2xi64>
  %z = linalg.fill ins(%zero : i64) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
  %C1 = linalg.matmul ins(%A, %B : tensor<2x3xi64>, tensor<3x2xi64>) outs(%z : tensor<2x2xi64>) -> tensor<2x2xi64>
  %C1d = tensor.cast %C1 : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%C1d) : (tensor<?x?xi64>) -> ()
  %D = linalg.matmul ins(%A, %B : tensor<2x3xi64>, tensor<3x2xi64>) outs(%C1 : tensor<2x2xi64>) -> tensor<2x2xi64>
  %Dd = tensor.cast %D : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%Dd) : (tensor<?x?xi64>) -> ()
  func.call @show2(%C1d) : (tensor<?x?xi64>) -> ()
  return
}
