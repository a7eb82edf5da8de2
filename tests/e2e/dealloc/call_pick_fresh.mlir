// A function that allocates two tensors and returns one of them (chosen by
// an scf.if): the callee must free the one it does not return, the caller
// frees the returned one. Called directly and in an scf.for (sum of the
// picks over iterations, each pick freed in its iteration).
//
// pick(c, n): a = iota(n), b = (n + 1) copies of 7; returns c ? a : b.
// Expected (by hand):
//   pick(true, 4)  = [0, 1, 2, 3] -> sum 6, dim 4
//   pick(false, 4) = 5 x 7 -> sum 35, dim 5
//   loop i = 0..3, c = (i even), n = i: 0 (iota(0)) + 14 (2 x 7) + 1
//     (iota(2)) + 28 (4 x 7) = 43
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

func.func @pick(%c: i1, %n: index) -> tensor<?xi64> {
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i64
  %a = func.call @iota(%n) : (index) -> tensor<?xi64>
  %n1 = arith.addi %n, %c1 : index
  %e = tensor.empty(%n1) : tensor<?xi64>
  %b = linalg.fill ins(%seven : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.if %c -> tensor<?xi64> {
    scf.yield %a : tensor<?xi64>
  } else {
    scf.yield %b : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @show(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %r = func.call @pick(%c, %n) : (i1, index) -> tensor<?xi64>
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  %d = tensor.dim %r, %c0 : tensor<?xi64>
  %dd = arith.index_cast %d : index to i64
  func.call @pr(%dd) : (i64) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  func.call @show(%true, %c4) : (i1, index) -> ()
  func.call @show(%false, %c4) : (i1, index) -> ()
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %p = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %p, %c0 : index
    %r = func.call @pick(%even, %i) : (i1, index) -> tensor<?xi64>
    %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  return
}
