// collapse_shape of a strided slice whose groups each have at most one
// dimension that is not a static 1: a view in any layout, no copy (the
// fuzzer's seed 13468 @t39 copied where upstream did not; upstream copies
// when the unit dimension comes last). The collapsed view must read the
// right elements at run time (the stride taken from the non-unit dim).
// Expected (by hand), t = 4x3 of 0..11, row i col j = 3i + j:
//   column 1 of rows 0 and 2 (slice [0, 1] [2, 1] [2, 1]): 1, 7;
//   row 2 (slice [2, 0] [1, 3] [1, 1]): 6, 7, 8;
//   element [3, 2] (slice [3, 2] [1, 1]): 11;
//   main then prints row 0: 0, 1, 2.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

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

func.func @views(%t: tensor<4x?xi64>) {
  %s = tensor.extract_slice %t[0, 1] [2, 1] [2, 1] : tensor<4x?xi64> to tensor<2x1xi64>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x1xi64> into tensor<2xi64>
  %cc = tensor.cast %c : tensor<2xi64> to tensor<?xi64>
  func.call @show(%cc) : (tensor<?xi64>) -> ()
  %r = tensor.extract_slice %t[2, 0] [1, 3] [1, 1] : tensor<4x?xi64> to tensor<1x3xi64>
  %rc = tensor.collapse_shape %r [[0, 1]] : tensor<1x3xi64> into tensor<3xi64>
  %rcc = tensor.cast %rc : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rcc) : (tensor<?xi64>) -> ()
  %e = tensor.extract_slice %t[3, 2] [1, 1] [1, 1] : tensor<4x?xi64> to tensor<1x1xi64>
  %ec = tensor.collapse_shape %e [[0, 1]] : tensor<1x1xi64> into tensor<1xi64>
  %ecc = tensor.cast %ec : tensor<1xi64> to tensor<?xi64>
  func.call @show(%ecc) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %k = arith.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]> : tensor<4x3xi64>
  %e = tensor.empty() : tensor<4x3xi64>
  %m = linalg.copy ins(%k : tensor<4x3xi64>) outs(%e : tensor<4x3xi64>) -> tensor<4x3xi64>
  %t = tensor.cast %m : tensor<4x3xi64> to tensor<4x?xi64>
  func.call @views(%t) : (tensor<4x?xi64>) -> ()
  %row = tensor.extract_slice %m[0, 0] [1, 3] [1, 1] : tensor<4x3xi64> to tensor<3xi64>
  %rowc = tensor.cast %row : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rowc) : (tensor<?xi64>) -> ()
  return
}
