// tensor.expand_shape of a dynamically sized tensor (output_shape [n/2, 2]),
// a row-sum reduction (linalg.generic, reduction iterator) on the expanded
// view, then an insert into the view while the 1-D source is still read
// afterwards (copy needed).
//
// n = 6 (function argument); t = iota(6); e = [[0, 1], [2, 3], [4, 5]]
// rowsum(e) = [1, 5, 9]; e2 = e with [0][0] = 100
// Expected (by hand): 1, 5, 9 / e2[0][0] = 100 / t = 0, 1, 2, 3, 4, 5
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

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %v100 = arith.constant 100 : i64
  %t = func.call @iota(%n) : (index) -> tensor<?xi64>
  %h = arith.divui %n, %c2 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%h, 2] : tensor<?xi64> into tensor<?x2xi64>
  %init = tensor.empty(%h) : tensor<?xi64>
  %z = linalg.fill ins(%zero : i64) outs(%init : tensor<?xi64>) -> tensor<?xi64>
  %rs = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<?x2xi64>) outs(%z : tensor<?xi64>) {
  ^bb0(%in: i64, %acc: i64):
    %s = arith.addi %in, %acc : i64
    linalg.yield %s : i64
  } -> tensor<?xi64>
  func.call @show(%rs) : (tensor<?xi64>) -> ()
  %e2 = tensor.insert %v100 into %e[%c0, %c0] : tensor<?x2xi64>
  %x = tensor.extract %e2[%c0, %c0] : tensor<?x2xi64>
  func.call @pr(%x) : (i64) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c6 = arith.constant 6 : index
  func.call @run(%c6) : (index) -> ()
  return
}
