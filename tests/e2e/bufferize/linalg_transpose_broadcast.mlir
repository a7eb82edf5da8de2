// linalg.transpose and linalg.broadcast (both dimension choices) on a
// from_elements matrix, then an elementwise sum of the three 2x3 tensors
// written into the outs of the first broadcast, which is printed before.
//
// m = [[1, 2, 3], [4, 5, 6]]; transpose(m) = [[1, 4], [2, 5], [3, 6]]
// b = broadcast([10, 20, 30], dims [0]) = [[10, 20, 30], [10, 20, 30]]
// c = broadcast([1, 2], dims [1]) = [[1, 1, 1], [2, 2, 2]]
// s = m + b + c = [[1+10+1, 2+20+1, 3+30+1], [4+10+2, 5+20+2, 6+30+2]]
//   = [[12, 23, 34], [16, 27, 38]]
// Expected (by hand): rows of transpose(m), b, c, s.
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

#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %v5 = arith.constant 5 : i64
  %v6 = arith.constant 6 : i64
  %m = tensor.from_elements %v1, %v2, %v3, %v4, %v5, %v6 : tensor<2x3xi64>
  %et = tensor.empty() : tensor<3x2xi64>
  %t = linalg.transpose ins(%m : tensor<2x3xi64>) outs(%et : tensor<3x2xi64>) permutation = [1, 0]
  %td = tensor.cast %t : tensor<3x2xi64> to tensor<?x?xi64>
  func.call @show2(%td) : (tensor<?x?xi64>) -> ()
  %row = arith.constant dense<[10, 20, 30]> : tensor<3xi64>
  %e1 = tensor.empty() : tensor<2x3xi64>
  %b = linalg.broadcast ins(%row : tensor<3xi64>) outs(%e1 : tensor<2x3xi64>) dimensions = [0]
  %bd = tensor.cast %b : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%bd) : (tensor<?x?xi64>) -> ()
  %col = tensor.from_elements %v1, %v2 : tensor<2xi64>
  %e2 = tensor.empty() : tensor<2x3xi64>
  %c = linalg.broadcast ins(%col : tensor<2xi64>) outs(%e2 : tensor<2x3xi64>) dimensions = [1]
  %cd = tensor.cast %c : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%cd) : (tensor<?x?xi64>) -> ()
  %s = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m, %b, %c : tensor<2x3xi64>, tensor<2x3xi64>, tensor<2x3xi64>) outs(%b : tensor<2x3xi64>) {
  ^bb0(%x: i64, %y: i64, %z: i64, %o: i64):
    %a1 = arith.addi %x, %y : i64
    %a2 = arith.addi %a1, %z : i64
    linalg.yield %a2 : i64
  } -> tensor<2x3xi64>
  %sd = tensor.cast %s : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%sd) : (tensor<?x?xi64>) -> ()
  return
}
