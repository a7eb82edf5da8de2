// tensor.collapse_shape / tensor.expand_shape are views (memref
// collapse/expand of the same buffer). An insert into the collapsed view
// while the original 2-D tensor and the collapsed tensor are both printed
// afterwards must not modify them.
//
// m = generate 2x3, m[i][j] = 10*i + j = [[0, 1, 2], [10, 11, 12]]
// c = collapse(m) = [0, 1, 2, 10, 11, 12]; c2 = c with [4] = 99
// e = expand(c2) to 3x2 = [[0, 1], [2, 10], [99, 12]]
// Expected (by hand): rows of e; rows of m (unchanged); c (unchanged).
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
  %c4 = arith.constant 4 : index
  %v99 = arith.constant 99 : i64
  %ten = arith.constant 10 : i64
  %m = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %ten : i64
    %b = arith.addi %a, %jj : i64
    tensor.yield %b : i64
  } : tensor<2x3xi64>
  %c = tensor.collapse_shape %m [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  %c2 = tensor.insert %v99 into %c[%c4] : tensor<6xi64>
  %e = tensor.expand_shape %c2 [[0, 1]] output_shape [3, 2] : tensor<6xi64> into tensor<3x2xi64>
  %ed = tensor.cast %e : tensor<3x2xi64> to tensor<?x?xi64>
  func.call @show2(%ed) : (tensor<?x?xi64>) -> ()
  %md = tensor.cast %m : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%md) : (tensor<?x?xi64>) -> ()
  %cd = tensor.cast %c : tensor<6xi64> to tensor<?xi64>
  func.call @show(%cd) : (tensor<?xi64>) -> ()
  return
}
