// scf.while whose before region allocates a temporary every time the
// condition is evaluated: t = 3 * x (tensor.empty + linalg.generic), whose
// sum s decides whether to continue; s is forwarded as a scalar result. The
// after region updates the carried tensor in place (x[j] += 1), so the only
// per-iteration allocation is t, which must be freed in the before region
// (including on the final, exiting evaluation).
//
// x0 = iota(4) = [0, 1, 2, 3] (sum 6); each after-iteration adds 4 to sum(x);
// s = 3 * sum(x); loop while s < limit. Prints sum(x) then the last s.
// Expected (by hand):
//   limit = 50: sum(x) 6 -> 10 -> 14 -> 18, s = 18, 30, 42, 54 -> 18, 54
//   limit = 0:  s = 18 fails at once -> 6, 18
//   limit = 19: 18 < 19 continues once, 30 fails -> 10, 30
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

func.func @run(%limit: i64) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  %x0 = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %r:2 = scf.while (%x = %x0, %s0 = %zero) : (tensor<?xi64>, i64) -> (tensor<?xi64>, i64) {
    %e = tensor.empty(%c4) : tensor<?xi64>
    %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.muli %in, %three : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    %cmp = arith.cmpi slt, %s, %limit : i64
    scf.condition(%cmp) %x, %s : tensor<?xi64>, i64
  } do {
  ^bb0(%x: tensor<?xi64>, %s: i64):
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : tensor<?xi64>) {
    ^bb0(%out: i64):
      %v = arith.addi %out, %one : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    scf.yield %y, %s : tensor<?xi64>, i64
  }
  %sx = func.call @sum(%r#0) : (tensor<?xi64>) -> i64
  func.call @pr(%sx) : (i64) -> ()
  func.call @pr(%r#1) : (i64) -> ()
  return
}

func.func @main() {
  %l50 = arith.constant 50 : i64
  %l0 = arith.constant 0 : i64
  %l19 = arith.constant 19 : i64
  func.call @run(%l50) : (i64) -> ()
  func.call @run(%l0) : (i64) -> ()
  func.call @run(%l19) : (i64) -> ()
  return
}
