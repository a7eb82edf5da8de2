// linalg.matmul whose outs operand is also both of its ins (C = A + A * A
// with ins(A, A) outs(A)): in place, the accumulation would overwrite
// elements of A that later products still read, so the outs buffer must be
// a copy. Then D = C + A * C with ins(A, C) outs(C) (C dead afterwards,
// but still read by the op at other positions than it writes).
//
// A = [[1, 1], [1, 0]]; A*A = [[2, 1], [1, 1]]; C = A + A*A = [[3, 2], [2, 1]]
//   (in place, C[0][1] would be 1 + 3 * 1 = 4)
// A printed after C: [[1, 1], [1, 0]]
// A*C = [[3+2, 2+1], [3+0, 2+0]] = [[5, 3], [3, 2]]; D = [[8, 5], [5, 3]]
// Expected (by hand): rows of C, A, D.
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
  %v0 = arith.constant 0 : i64
  %v1 = arith.constant 1 : i64
  %A = tensor.from_elements %v1, %v1, %v1, %v0 : tensor<2x2xi64>
  %C = linalg.matmul ins(%A, %A : tensor<2x2xi64>, tensor<2x2xi64>) outs(%A : tensor<2x2xi64>) -> tensor<2x2xi64>
  %Cd = tensor.cast %C : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%Cd) : (tensor<?x?xi64>) -> ()
  %Ad = tensor.cast %A : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%Ad) : (tensor<?x?xi64>) -> ()
  %D = linalg.matmul ins(%A, %C : tensor<2x2xi64>, tensor<2x2xi64>) outs(%C : tensor<2x2xi64>) -> tensor<2x2xi64>
  %Dd = tensor.cast %D : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%Dd) : (tensor<?x?xi64>) -> ()
  return
}
