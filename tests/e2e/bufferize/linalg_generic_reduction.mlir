// linalg.generic reductions: row sums (2-D -> 1-D), column maxima, a full
// reduction into a 0-d tensor, and a row-sum whose init (outs) is a
// constant tensor that is printed afterwards (the constant's read-only
// global must not be written: copy into a new buffer first).
//
// m = generate 3x4, m[i][j] = 4*i + j = [[0..3], [4..7], [8..11]]
// rowsum = [0+1+2+3, 4+5+6+7, 8+9+10+11] = [6, 22, 38]
// colmax = [8, 9, 10, 11]; total = 0 + 1 + ... + 11 = 66
// rowsum with init [100, 100, 100] = [106, 122, 138]; init = 100, 100, 100
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

#mij = affine_map<(d0, d1) -> (d0, d1)>
#mi = affine_map<(d0, d1) -> (d0)>
#mj = affine_map<(d0, d1) -> (d1)>
#m0 = affine_map<(d0, d1) -> ()>
func.func @main() {
  %zero = arith.constant 0 : i64
  %four = arith.constant 4 : i64
  %m = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %four : i64
    %b = arith.addi %a, %jj : i64
    tensor.yield %b : i64
  } : tensor<3x4xi64>
  %e3 = tensor.empty() : tensor<3xi64>
  %z3 = linalg.fill ins(%zero : i64) outs(%e3 : tensor<3xi64>) -> tensor<3xi64>
  %rs = linalg.generic {indexing_maps = [#mij, #mi], iterator_types = ["parallel", "reduction"]} ins(%m : tensor<3x4xi64>) outs(%z3 : tensor<3xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.addi %x, %acc : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  %e4 = tensor.empty() : tensor<4xi64>
  %z4 = linalg.fill ins(%zero : i64) outs(%e4 : tensor<4xi64>) -> tensor<4xi64>
  %cm = linalg.generic {indexing_maps = [#mij, #mj], iterator_types = ["reduction", "parallel"]} ins(%m : tensor<3x4xi64>) outs(%z4 : tensor<4xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.maxsi %x, %acc : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  %e0 = tensor.empty() : tensor<i64>
  %z0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %tot = linalg.generic {indexing_maps = [#mij, #m0], iterator_types = ["reduction", "reduction"]} ins(%m : tensor<3x4xi64>) outs(%z0 : tensor<i64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.addi %x, %acc : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %init = arith.constant dense<100> : tensor<3xi64>
  %rs2 = linalg.generic {indexing_maps = [#mij, #mi], iterator_types = ["parallel", "reduction"]} ins(%m : tensor<3x4xi64>) outs(%init : tensor<3xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.addi %x, %acc : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  %rsd = tensor.cast %rs : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rsd) : (tensor<?xi64>) -> ()
  %cmd = tensor.cast %cm : tensor<4xi64> to tensor<?xi64>
  func.call @show(%cmd) : (tensor<?xi64>) -> ()
  %t = tensor.extract %tot[] : tensor<i64>
  func.call @pr(%t) : (i64) -> ()
  %rs2d = tensor.cast %rs2 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rs2d) : (tensor<?xi64>) -> ()
  %initd = tensor.cast %init : tensor<3xi64> to tensor<?xi64>
  func.call @show(%initd) : (tensor<?xi64>) -> ()
  return
}
