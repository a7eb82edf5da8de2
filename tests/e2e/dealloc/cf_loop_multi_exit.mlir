// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured loop with two exits into the same block: the header's
// normal exit (i >= n, forwarding the carried tensor) and a break from the
// body (forwarding the tensor just allocated in the body when its sum
// exceeds a limit). The body replaces the carried tensor by a new one
// (y = 2 * x) on the back edge. On the break, the carried x dies and y
// leaves the loop; on the normal exit x leaves the loop. Tensor level
// (one-shot-bufferize handles it; only deallocation rejects it).
//
//   bb0: x0 = [1, 1] --> ^h(0, x0)
//   ^h(i, x): i < n ? ^b : ^exit(i, x)
//   ^b: y = 2 * x; sum(y) > limit ? ^exit(i, y) : ^h(i + 1, y)
//   ^exit(k, r): print k, sum(r)
//
// sum(y) at iteration i is 2^(i + 2).
// Expected (by hand):
//   (n, limit) = (10, 20): 4, 8, 16 continue, 32 > 20 breaks at i = 3 -> 3, 32
//   (2, 20): 4, 8 continue, then i = 2 >= n -> 2, 8
//   (0, 20): 0, 2
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

func.func @run(%n: index, %limit: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i64
  %e0 = tensor.empty(%c2) : tensor<?xi64>
  %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^h(%c0, %x0 : index, tensor<?xi64>)
^h(%i: index, %x: tensor<?xi64>):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^b, ^exit(%i, %x : index, tensor<?xi64>)
^b:
  %e = tensor.empty(%c2) : tensor<?xi64>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %s = func.call @sum(%y) : (tensor<?xi64>) -> i64
  %big = arith.cmpi sgt, %s, %limit : i64
  %i1 = arith.addi %i, %c1 : index
  cf.cond_br %big, ^exit(%i, %y : index, tensor<?xi64>), ^h(%i1, %y : index, tensor<?xi64>)
^exit(%k: index, %r: tensor<?xi64>):
  %kk = arith.index_cast %k : index to i64
  func.call @pr(%kk) : (i64) -> ()
  %sr = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%sr) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %l20 = arith.constant 20 : i64
  func.call @run(%c10, %l20) : (index, i64) -> ()
  func.call @run(%c2, %l20) : (index, i64) -> ()
  func.call @run(%c0, %l20) : (index, i64) -> ()
  return
}
