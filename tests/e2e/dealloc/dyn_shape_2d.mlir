// Dynamic 2-D shapes: tensor.empty(%n, %m) filled by a linalg.generic
// (t[i][j] = i * m + j) and reduced along rows into tensor.empty(%n)
// (linalg.fill 0 + a linalg.generic with a reduction iterator). Both
// buffers have runtime sizes; t dies after the reduction, the row sums
// after printing.
//
// Prints n, then each row sum: row i = m * (i * m) + m(m - 1)/2.
// Expected (by hand): (3, 4): 3, 6, 22, 38; (2, 1): 2, 0, 1; (0, 5): 0.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @prall(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %nn = arith.index_cast %n : index to i64
  func.call @pr(%nn) : (i64) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @pr(%v) : (i64) -> ()
  }
  return
}

func.func @rowsums(%n: index, %m: index) {
  %zero = arith.constant 0 : i64
  %mm = arith.index_cast %m : index to i64
  %e = tensor.empty(%n, %m) : tensor<?x?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %r = arith.muli %ii, %mm : i64
    %v = arith.addi %r, %jj : i64
    linalg.yield %v : i64
  } -> tensor<?x?xi64>
  %ez = tensor.empty(%n) : tensor<?xi64>
  %z = linalg.fill ins(%zero : i64) outs(%ez : tensor<?xi64>) -> tensor<?xi64>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<?x?xi64>) outs(%z : tensor<?xi64>) {
  ^bb0(%in: i64, %acc: i64):
    %v = arith.addi %acc, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  func.call @prall(%s) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  func.call @rowsums(%c3, %c4) : (index, index) -> ()
  func.call @rowsums(%c2, %c1) : (index, index) -> ()
  func.call @rowsums(%c0, %c5) : (index, index) -> ()
  return
}
