// scf.if that allocates in its else-branch only; the then-branch yields a
// tensor allocated earlier in the same function (not an argument), which
// is used again after the scf.if. The result must be freed only if it is
// the else-branch's buffer; base must be freed once, after its last use,
// whichever branch ran.
//
// base = iota(n); r = c ? base : base * base. Prints sum(r), sum(base).
// Expected (by hand): (true, 4): 6, 6; (false, 4): 0 + 1 + 4 + 9 = 14, 6;
//   (false, 2): 1, 1.
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

func.func @f(%c: i1, %n: index) {
  %base = func.call @iota(%n) : (index) -> tensor<?xi64>
  %r = scf.if %c -> tensor<?xi64> {
    scf.yield %base : tensor<?xi64>
  } else {
    %e = tensor.empty(%n) : tensor<?xi64>
    %sq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%base : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.muli %in, %in : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    scf.yield %sq : tensor<?xi64>
  }
  %sr = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%sr) : (i64) -> ()
  %sb = func.call @sum(%base) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  func.call @f(%true, %c4) : (i1, index) -> ()
  func.call @f(%false, %c4) : (i1, index) -> ()
  func.call @f(%false, %c2) : (i1, index) -> ()
  return
}
