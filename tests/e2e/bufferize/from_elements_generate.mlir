// tensor.from_elements (2-D) and a dynamically sized tensor.generate whose
// body reads the from_elements tensor; afterwards the from_elements tensor
// is written (insert) while its old value is still read at the end.
//
// fe = [[1, 2], [3, 4]]; g = generate n x 2 (n = 3),
//   g[i][j] = 10 * i + fe[i mod 2][j]:
//   row 0: 0 + [1, 2] = 1, 2; row 1: 10 + [3, 4] = 13, 14;
//   row 2: 20 + [1, 2] = 21, 22
// fe2 = fe with [0][0] = 0 -> flattened 0, 2, 3, 4; fe[0][0] = 1.
// Expected (by hand): the three rows of g, then 0, 2, 3, 4, then 1.
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v0 = arith.constant 0 : i64
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %ten = arith.constant 10 : i64
  %fe = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<2x2xi64>
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %im = arith.remui %i, %c2 : index
    %f = tensor.extract %fe[%im, %j] : tensor<2x2xi64>
    %ii = arith.index_cast %i : index to i64
    %a = arith.muli %ii, %ten : i64
    %b = arith.addi %a, %f : i64
    tensor.yield %b : i64
  } : tensor<?x2xi64>
  %gd = tensor.cast %g : tensor<?x2xi64> to tensor<?x?xi64>
  func.call @show2(%gd) : (tensor<?x?xi64>) -> ()
  %fe2 = tensor.insert %v0 into %fe[%c0, %c0] : tensor<2x2xi64>
  %flat = tensor.collapse_shape %fe2 [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %fd = tensor.cast %flat : tensor<4xi64> to tensor<?xi64>
  func.call @show(%fd) : (tensor<?xi64>) -> ()
  %old = tensor.extract %fe[%c0, %c0] : tensor<2x2xi64>
  func.call @pr(%old) : (i64) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  func.call @run(%c3) : (index) -> ()
  return
}
