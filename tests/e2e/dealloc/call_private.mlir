// Private functions (func.func private with a body) returning fresh
// tensors: @scale(t, k) = k * t and @shifted(n, k) = iota(n) + k, which
// calls @scale internally (its intermediate must be freed inside it).
// Chained calls (the intermediate result is freed by the caller) and calls
// in an scf.for body (each result freed in its iteration).
//
// base = iota(4) = [0, 1, 2, 3] (sum 6).
// Expected (by hand):
//   sum(scale(scale(base, 2), 3)) = 6 * 6 = 36
//   sum over i = 0..2 of sum(scale(base, i)) = 6 * (0 + 1 + 2) = 18
//   shifted(3, 5) = scale(iota(3), 1) + 5 = [5, 6, 7] -> 18
//   sum(base) = 6
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

func.func private @scale(%t: tensor<?xi64>, %k: i64) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.muli %in, %k : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %d : tensor<?xi64>
}

func.func private @shifted(%n: index, %k: i64) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %t = func.call @iota(%n) : (index) -> tensor<?xi64>
  %u = func.call @scale(%t, %one) : (tensor<?xi64>, i64) -> tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%u : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %k : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %d : tensor<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %five = arith.constant 5 : i64
  %base = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %a = func.call @scale(%base, %two) : (tensor<?xi64>, i64) -> tensor<?xi64>
  %b = func.call @scale(%a, %three) : (tensor<?xi64>, i64) -> tensor<?xi64>
  %sb = func.call @sum(%b) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  %tot = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %t = func.call @scale(%base, %ii) : (tensor<?xi64>, i64) -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  %sh = func.call @shifted(%c3, %five) : (index, i64) -> tensor<?xi64>
  %ss = func.call @sum(%sh) : (tensor<?xi64>) -> i64
  func.call @pr(%ss) : (i64) -> ()
  %s0 = func.call @sum(%base) : (tensor<?xi64>) -> i64
  func.call @pr(%s0) : (i64) -> ()
  return
}
