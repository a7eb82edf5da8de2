// Dynamic shapes whose sizes are read from tensor data at runtime: in an
// scf.for, each iteration allocates iota(2 * sizes[i] + 1)
// (tensor.empty(%n) with %n computed from an extracted element) and sums
// it; after the loop one more tensor of size sum(sizes) is allocated and
// filled. sizes = iota(k) must survive the loop.
//
// Prints the total of the per-iteration sums, then dim and sum of the
// final tensor (all ones).
// Expected (by hand): k = 4: sizes [0, 1, 2, 3] -> iota(1), iota(3),
//   iota(5), iota(7) -> 0 + 3 + 10 + 21 = 34; final size 6 -> 34, 6, 6
//   k = 1: iota(1) -> 0; final size 0 -> 0, 0, 0
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

func.func @run(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %sizes = func.call @iota(%k) : (index) -> tensor<?xi64>
  %tot = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %sizes[%i] : tensor<?xi64>
    %d = arith.muli %v, %two : i64
    %d1 = arith.addi %d, %one : i64
    %n = arith.index_cast %d1 : i64 to index
    %t = func.call @iota(%n) : (index) -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  %ssz = func.call @sum(%sizes) : (tensor<?xi64>) -> i64
  %m = arith.index_cast %ssz : i64 to index
  %e = tensor.empty(%m) : tensor<?xi64>
  %f = linalg.fill ins(%one : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %dm = tensor.dim %f, %c0 : tensor<?xi64>
  %dmm = arith.index_cast %dm : index to i64
  func.call @pr(%dmm) : (i64) -> ()
  %sf = func.call @sum(%f) : (tensor<?xi64>) -> i64
  func.call @pr(%sf) : (i64) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @run(%c4) : (index) -> ()
  func.call @run(%c1) : (index) -> ()
  return
}
