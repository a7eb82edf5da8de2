// A function returning a tensor.extract_slice of a tensor it allocated
// (bufferized to a memref.subview of a local allocation): the returned
// buffer is a view into the callee's allocation, which therefore must
// outlive the call; whoever frees it must free the base allocation, not
// the view's offset pointer (upstream returns the view with ownership and
// the caller frees its base buffer, obtained with
// memref.extract_strided_metadata). The caller takes a second slice of the
// returned slice and uses it after the returned value's last direct use.
//
// middle(n) = iota(n)[1 .. n-2] = [1, ..., n-2].
// Expected (by hand): n = 6: r = [1, 2, 3, 4] -> sum 10; q = r[2 .. 3] =
//   [3, 4] -> 7; n = 5: r = [1, 2, 3] -> 6; q = [3] -> 3.
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

func.func @middle(%n: index) -> tensor<?xi64> {
  %c2 = arith.constant 2 : index
  %t = func.call @iota(%n) : (index) -> tensor<?xi64>
  %m = arith.subi %n, %c2 : index
  %s = tensor.extract_slice %t[1] [%m] [1] : tensor<?xi64> to tensor<?xi64>
  return %s : tensor<?xi64>
}

func.func @run(%n: index) {
  %c4 = arith.constant 4 : index
  %r = func.call @middle(%n) : (index) -> tensor<?xi64>
  %sr = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%sr) : (i64) -> ()
  %k = arith.subi %n, %c4 : index
  %q = tensor.extract_slice %r[2] [%k] [1] : tensor<?xi64> to tensor<?xi64>
  %sq = func.call @sum(%q) : (tensor<?xi64>) -> i64
  func.call @pr(%sq) : (i64) -> ()
  return
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  func.call @run(%c6) : (index) -> ()
  func.call @run(%c5) : (index) -> ()
  return
}
