// tensor.extract_slice of a fresh tensor (bufferized to memref.subview of
// its buffer) that is used long after the source tensor's last use: the
// source buffer may only be freed after the last use of the slice (the
// subview keeps it alive), not after the extract_slice. Between the slice
// and its last uses, more buffers are allocated and freed.
//
// t = iota(n); s = t[1 .. n-2] (size n - 2); w = 10 * s (fresh);
// Prints sum(s), sum(w), sum(s) again after w was consumed, then s[0].
// Expected (by hand): n = 6: s = [1, 2, 3, 4] -> 10, 100, 10, 1
//   n = 3: s = [1] -> 1, 10, 1, 1
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
  %c2 = arith.constant 2 : index
  %ten = arith.constant 10 : i64
  %t = func.call @iota(%n) : (index) -> tensor<?xi64>
  %m = arith.subi %n, %c2 : index
  %s = tensor.extract_slice %t[1] [%m] [1] : tensor<?xi64> to tensor<?xi64>
  %ss = func.call @sum(%s) : (tensor<?xi64>) -> i64
  func.call @pr(%ss) : (i64) -> ()
  %e = tensor.empty(%m) : tensor<?xi64>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.muli %in, %ten : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %sw = func.call @sum(%w) : (tensor<?xi64>) -> i64
  func.call @pr(%sw) : (i64) -> ()
  %ss2 = func.call @sum(%s) : (tensor<?xi64>) -> i64
  func.call @pr(%ss2) : (i64) -> ()
  %s0 = tensor.extract %s[%c0] : tensor<?xi64>
  func.call @pr(%s0) : (i64) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  func.call @run(%c6) : (index) -> ()
  func.call @run(%c3) : (index) -> ()
  return
}
