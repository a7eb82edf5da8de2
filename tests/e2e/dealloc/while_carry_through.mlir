// scf.while carrying two tensors allocated before the loop through both
// regions: acc is updated in place by the after region, w is only read
// (acc[j] += w[j] * i). Both come out of the loop as results and are used
// afterwards, so neither may be freed inside the loop, and both must be
// freed exactly once after their last use.
//
// w = iota(4) = [0, 1, 2, 3]; acc0 = [0, 0, 0, 0]; loop while i < n.
// acc[j] = j * (0 + 1 + ... + (n-1)) = j * n(n-1)/2.
// Prints sum(acc) then sum(w).
// Expected (by hand): n = 4: acc = [0, 6, 12, 18] -> 36, 6
//   n = 0: 0, 6; n = 2: acc = [0, 1, 2, 3] -> 6, 6
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %w0 = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %e0 = tensor.empty(%c4) : tensor<?xi64>
  %acc0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r:3 = scf.while (%i = %c0, %acc = %acc0, %w = %w0) : (index, tensor<?xi64>, tensor<?xi64>) -> (index, tensor<?xi64>, tensor<?xi64>) {
    %cmp = arith.cmpi slt, %i, %n : index
    scf.condition(%cmp) %i, %acc, %w : index, tensor<?xi64>, tensor<?xi64>
  } do {
  ^bb0(%i: index, %acc: tensor<?xi64>, %w: tensor<?xi64>):
    %ii = arith.index_cast %i : index to i64
    %a2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : tensor<?xi64>) outs(%acc : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %m = arith.muli %in, %ii : i64
      %v = arith.addi %out, %m : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %a2, %w : index, tensor<?xi64>, tensor<?xi64>
  }
  %sa = func.call @sum(%r#1) : (tensor<?xi64>) -> i64
  func.call @pr(%sa) : (i64) -> ()
  %sw = func.call @sum(%r#2) : (tensor<?xi64>) -> i64
  func.call @pr(%sw) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  func.call @run(%c4) : (index) -> ()
  func.call @run(%c0) : (index) -> ()
  func.call @run(%c2) : (index) -> ()
  return
}
