// A function returning a fresh tensor (@make(k, n) = [k, k+1, ..., k+n-1])
// called in an scf.for body: each call's result is owned by the caller and
// must be freed in the same iteration, after it was summed into a scalar
// accumulator and added elementwise into a carried tensor x (in place).
//
// x0 = [0, 0, 0]; iteration i: t = make(i, 3); acc += 3i + 3; x[j] += i + j.
// Prints acc then sum(x).
// Expected (by hand):
//   n = 4: acc = 3 + 6 + 9 + 12 = 30; x[j] = 6 + 4j = [6, 10, 14] -> 30
//   n = 1: acc = 3; x = [0, 1, 2] -> 3
//   n = 0: 0, 0
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

func.func @make(%k: i64, %n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %k : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty(%c3) : tensor<?xi64>
  %x0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %x = %x0) -> (i64, tensor<?xi64>) {
    %ii = arith.index_cast %i : index to i64
    %t = func.call @make(%ii, %c3) : (i64, index) -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    %acc2 = arith.addi %acc, %s : i64
    %x2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%x : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.addi %out, %in : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    scf.yield %acc2, %x2 : i64, tensor<?xi64>
  }
  func.call @pr(%r#0) : (i64) -> ()
  %sx = func.call @sum(%r#1) : (tensor<?xi64>) -> i64
  func.call @pr(%sx) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @run(%c4) : (index) -> ()
  func.call @run(%c1) : (index) -> ()
  func.call @run(%c0) : (index) -> ()
  return
}
