// cf diamond forwarding one of two tensors allocated in the entry block as
// the join block's argument; both tensors stay in use after the join
// (their sums are printed), so the block argument aliases a value that is
// still live: the forwarded tensor and the other one must each be freed
// exactly once, after the join's last use of them.
//
//        bb0             <- a = iota(n), b = (n + 1) copies of 7
//       /   \
//    ^l      ^r
//       \   /
//     ^join(%t)          <- t = a | b
//
// (Written with two forwarding blocks: one-shot-bufferize in mlir-opt 22
// fails on `cf.cond_br %c, ^join(%a), ^join(%b)` with both successors the
// same block: "type mismatch for bb argument #0 of successor #1".)
//
// Prints sum(t), then sum(a) + sum(b).
// Expected (by hand): (true, 4): 6, 41; (false, 4): 35, 41;
//   (true, 1): 0, 14; (false, 0): 7, 7.
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

func.func @f(%c: i1, %n: index) {
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i64
  %a = func.call @iota(%n) : (index) -> tensor<?xi64>
  %n1 = arith.addi %n, %c1 : index
  %e = tensor.empty(%n1) : tensor<?xi64>
  %b = linalg.fill ins(%seven : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  cf.cond_br %c, ^l, ^r
^l:
  cf.br ^join(%a : tensor<?xi64>)
^r:
  cf.br ^join(%b : tensor<?xi64>)
^join(%t: tensor<?xi64>):
  %st = func.call @sum(%t) : (tensor<?xi64>) -> i64
  func.call @pr(%st) : (i64) -> ()
  %sa = func.call @sum(%a) : (tensor<?xi64>) -> i64
  %sb = func.call @sum(%b) : (tensor<?xi64>) -> i64
  %sab = arith.addi %sa, %sb : i64
  func.call @pr(%sab) : (i64) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @f(%true, %c4) : (i1, index) -> ()
  func.call @f(%false, %c4) : (i1, index) -> ()
  func.call @f(%true, %c1) : (i1, index) -> ()
  func.call @f(%false, %c0) : (i1, index) -> ()
  return
}
