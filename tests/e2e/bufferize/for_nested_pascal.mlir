// Nested scf.for loops carrying the same 2-D tensor (outer iter_arg ->
// inner iter_arg), each inner iteration reading two elements written by
// earlier iterations (previous row, previous column).
//
// m = fill(1, 4x4); for i = 1..3, j = 1..3: m[i][j] = m[i-1][j] + m[i][j-1]
// Pascal's triangle (by hand):
//   1, 1, 1, 1 / 1, 2, 3, 4 / 1, 3, 6, 10 / 1, 4, 10, 20
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
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %e = tensor.empty(%c4, %c4) : tensor<?x?xi64>
  %m0 = linalg.fill ins(%one : i64) outs(%e : tensor<?x?xi64>) -> tensor<?x?xi64>
  %r = scf.for %i = %c1 to %c4 step %c1 iter_args(%m = %m0) -> tensor<?x?xi64> {
    %im = arith.subi %i, %c1 : index
    %r2 = scf.for %j = %c1 to %c4 step %c1 iter_args(%mm = %m) -> tensor<?x?xi64> {
      %jm = arith.subi %j, %c1 : index
      %up = tensor.extract %mm[%im, %j] : tensor<?x?xi64>
      %left = tensor.extract %mm[%i, %jm] : tensor<?x?xi64>
      %s = arith.addi %up, %left : i64
      %mm2 = tensor.insert %s into %mm[%i, %j] : tensor<?x?xi64>
      scf.yield %mm2 : tensor<?x?xi64>
    }
    scf.yield %r2 : tensor<?x?xi64>
  }
  func.call @show2(%r) : (tensor<?x?xi64>) -> ()
  return
}
