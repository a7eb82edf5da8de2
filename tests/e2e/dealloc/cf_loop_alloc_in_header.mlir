// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured while-shaped loop whose header allocates: t = x + i (a new
// tensor) is computed in the header and its sum decides whether to loop;
// the body forwards t as the next carried tensor (the old x dies on the
// back edge), the exit keeps both x and t alive (prints both sums), so on
// exit neither may be freed before the exit block uses them. Tensor level
// (one-shot-bufferize handles it; only deallocation rejects it).
//
//   bb0: x0 = iota(3) --> ^h(0, x0)
//   ^h(i, x): t = x + i; s = sum(t); s < limit ? ^b : ^exit
//   ^b: --> ^h(i + 1, t)
//   ^exit: print i, s, sum(x)
//
// sum(t) = sum(x) + 3i; sums of x: 3, 3, 6, 12, 21, ...
// Expected (by hand):
//   limit = 30: s = 3, 6, 12, 21 continue, 33 exits at i = 4 -> 4, 33, 21
//   limit = 0:  s = 3 exits at i = 0 -> 0, 3, 3
//   limit = 10: s = 3, 6 continue, 12 exits at i = 2 -> 2, 12, 6
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
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x0 = func.call @iota(%c3) : (index) -> tensor<?xi64>
  cf.br ^h(%c0, %x0 : index, tensor<?xi64>)
^h(%i: index, %x: tensor<?xi64>):
  %ii = arith.index_cast %i : index to i64
  %e = tensor.empty(%c3) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %ii : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  %cmp = arith.cmpi slt, %s, %limit : i64
  cf.cond_br %cmp, ^b, ^exit
^b:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %t : index, tensor<?xi64>)
^exit:
  func.call @pr(%ii) : (i64) -> ()
  func.call @pr(%s) : (i64) -> ()
  %sx = func.call @sum(%x) : (tensor<?xi64>) -> i64
  func.call @pr(%sx) : (i64) -> ()
  return
}

func.func @main() {
  %l30 = arith.constant 30 : i64
  %l0 = arith.constant 0 : i64
  %l10 = arith.constant 10 : i64
  func.call @run(%l30) : (i64) -> ()
  func.call @run(%l0) : (i64) -> ()
  func.call @run(%l10) : (i64) -> ()
  return
}
