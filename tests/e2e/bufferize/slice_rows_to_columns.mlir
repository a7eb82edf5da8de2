// Transposition through slices in an scf.for: each iteration extracts a
// rank-reduced row of M (tensor<3xi64> from tensor<2x3xi64>) and inserts it
// as a rank-reduced column of the iter_arg T (tensor<3x2xi64>), in place
// on T's buffer; M is printed after the loop (only read, never written).
//
// M = [[0, 1, 2], [10, 11, 12]] (constant); T = fill(-1, 3x2)
// T[:, i] = M[i, :] -> T = [[0, 10], [1, 11], [2, 12]]
// Expected (by hand): rows of T, then rows of M.
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m1 = arith.constant -1 : i64
  %M = arith.constant dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi64>
  %e = tensor.empty() : tensor<3x2xi64>
  %T0 = linalg.fill ins(%m1 : i64) outs(%e : tensor<3x2xi64>) -> tensor<3x2xi64>
  %T = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %T0) -> tensor<3x2xi64> {
    %row = tensor.extract_slice %M[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
    %acc2 = tensor.insert_slice %row into %acc[0, %i] [3, 1] [1, 1] : tensor<3xi64> into tensor<3x2xi64>
    scf.yield %acc2 : tensor<3x2xi64>
  }
  %Td = tensor.cast %T : tensor<3x2xi64> to tensor<?x?xi64>
  func.call @show2(%Td) : (tensor<?x?xi64>) -> ()
  %Md = tensor.cast %M : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%Md) : (tensor<?x?xi64>) -> ()
  return
}
