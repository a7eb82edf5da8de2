// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Do-while shaped unstructured loop (the back edge is the true successor of
// the cf.cond_br at the end of the body block, which is also the loop
// header) carrying a tensor whose size doubles every iteration: the new
// tensor has 2n elements all equal to sum(old). The old buffer must be
// freed each iteration; the loop exits with the new buffer as a block
// argument of ^exit. Tensor level (one-shot-bufferize handles it; only
// deallocation rejects the loop).
//
//   bb0: t0 = [1] --> ^loop(t0)
//   ^loop(t): new = fill(sum(t)) of size 2*dim(t)
//             2*dim(t) < limit ? ^loop(new) : ^exit(new)
//   ^exit(r): print dim(r), sum(r)
//
// Expected (by hand): sizes/sums [1]:1 -> 2:2 -> 4:8 -> 8:64 -> 16:1024
//   limit = 10: exits at size 16 -> 16, 1024
//   limit = 3: 2 < 3 continues, 4 < 3 exits -> 4, 8
//   limit = 0: exits after the first iteration -> 2, 2
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

func.func @grow(%limit: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1 : i64
  %e0 = tensor.empty(%c1) : tensor<?xi64>
  %t0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^loop(%t0 : tensor<?xi64>)
^loop(%t: tensor<?xi64>):
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  %m = arith.muli %n, %c2 : index
  %e = tensor.empty(%m) : tensor<?xi64>
  %new = linalg.fill ins(%s : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %again = arith.cmpi slt, %m, %limit : index
  cf.cond_br %again, ^loop(%new : tensor<?xi64>), ^exit(%new : tensor<?xi64>)
^exit(%r: tensor<?xi64>):
  %rn = tensor.dim %r, %c0 : tensor<?xi64>
  %rni = arith.index_cast %rn : index to i64
  %rs = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%rni) : (i64) -> ()
  func.call @pr(%rs) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  func.call @grow(%c10) : (index) -> ()
  func.call @grow(%c3) : (index) -> ()
  func.call @grow(%c0) : (index) -> ()
  return
}
