// scf.if whose then-branch allocates a temporary tensor used only inside
// the branch (reduced to a scalar); the else-branch allocates nothing.
//
// then: t = [k, k+1, ..., k+7] (tensor.empty + linalg.generic), yields
// sum(t) = 8k + 28; else: yields k.
// Expected: f(true, 1) = 36; f(false, 5) = 5; f(true, -3) = 4.
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

func.func @f(%c: i1, %k: i64) -> i64 {
  %c8 = arith.constant 8 : index
  %r = scf.if %c -> i64 {
    %e = tensor.empty(%c8) : tensor<?xi64>
    %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
    ^bb0(%out: i64):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i64
      %v = arith.addi %ii, %k : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    scf.yield %s : i64
  } else {
    scf.yield %k : i64
  }
  return %r : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %m3 = arith.constant -3 : i64
  %a = func.call @f(%true, %one) : (i1, i64) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @f(%false, %five) : (i1, i64) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @f(%true, %m3) : (i1, i64) -> i64
  func.call @pr(%c) : (i64) -> ()
  return
}
