// scf.for with a tensor iter_arg; every iteration allocates a new tensor
// (tensor.empty + linalg.generic reading the previous one), so the previous
// iteration's buffer must be freed.
//
// (one-shot-bufferize without allow-return-allocs-from-loops requires the
// yielded tensor to be equivalent to the iter_arg, so the new tensor is
// copied back into the iter_arg with a second linalg.generic; the
// per-iteration allocation is the temporary %y.)
//
// x0 = [1, 1, 1, 1]; x_{i+1}[j] = 2 * x_i[j] + j
// n = 0: sum 4; n = 1: x = [2, 3, 4, 5] -> 14;
// n = 3: x[j] = 8 + 7j -> 32 + 42 = 74.
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

func.func @run(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %e0 = tensor.empty(%c4) : tensor<?xi64>
  %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> tensor<?xi64> {
    %e = tensor.empty(%c4) : tensor<?xi64>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %j = linalg.index 0 : index
      %jj = arith.index_cast %j : index to i64
      %d = arith.muli %in, %two : i64
      %v = arith.addi %d, %jj : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %z = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y : tensor<?xi64>) outs(%x : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<?xi64>
    scf.yield %z : tensor<?xi64>
  }
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = func.call @run(%c0) : (index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @run(%c1) : (index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @run(%c3) : (index) -> i64
  func.call @pr(%c) : (i64) -> ()
  return
}
