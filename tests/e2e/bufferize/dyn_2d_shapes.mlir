// Dynamically shaped 2-D tensors (tensor<?x?xi64>, sizes from function
// arguments): tensor.generate, linalg.transpose into tensor.empty(n, m), a
// row-sum reduction of the transpose, a rank-reducing extract_slice of a
// row, and an insert_slice of a 1x2 constant into M while M is printed
// afterwards (the insert_slice must work on a copy).
//
// m = 2, n = 3: M[i][j] = 10*i + j = [[0, 1, 2], [10, 11, 12]]
// T = transpose(M) = [[0, 10], [1, 11], [2, 12]]; rowsum(T) = [10, 12, 14]
// M[1, 1 .. 2] = [11, 12]
// M2 = M with [0, 0 .. 1] = [-1, -2] -> [[-1, -2, 2], [10, 11, 12]]
// M[0][0] = 0
// Expected (by hand): rows of M, rows of T, rowsum, slice, rows of M2,
// M[0][0].
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
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

func.func @run(%m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %M = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %ten : i64
    %b = arith.addi %a, %jj : i64
    tensor.yield %b : i64
  } : tensor<?x?xi64>
  func.call @show2(%M) : (tensor<?x?xi64>) -> ()
  %et = tensor.empty(%n, %m) : tensor<?x?xi64>
  %T = linalg.transpose ins(%M : tensor<?x?xi64>) outs(%et : tensor<?x?xi64>) permutation = [1, 0]
  func.call @show2(%T) : (tensor<?x?xi64>) -> ()
  %er = tensor.empty(%n) : tensor<?xi64>
  %zr = linalg.fill ins(%zero : i64) outs(%er : tensor<?xi64>) -> tensor<?xi64>
  %rs = linalg.reduce { arith.addi } ins(%T : tensor<?x?xi64>) outs(%zr : tensor<?xi64>) dimensions = [1]
  func.call @show(%rs) : (tensor<?xi64>) -> ()
  %nm1 = arith.subi %n, %c1 : index
  %row = tensor.extract_slice %M[1, 1] [1, %nm1] [1, 1] : tensor<?x?xi64> to tensor<?xi64>
  func.call @show(%row) : (tensor<?xi64>) -> ()
  %p = arith.constant dense<[[-1, -2]]> : tensor<1x2xi64>
  %M2 = tensor.insert_slice %p into %M[0, 0] [1, 2] [1, 1] : tensor<1x2xi64> into tensor<?x?xi64>
  func.call @show2(%M2) : (tensor<?x?xi64>) -> ()
  %x = tensor.extract %M[%c0, %c0] : tensor<?x?xi64>
  func.call @pr(%x) : (i64) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @run(%c2, %c3) : (index, index) -> ()
  return
}
