// A function whose cf diamond joins two freshly allocated tensors and
// returns the joined block argument (the caller owns and frees it); one
// arm also allocates a temporary that dies in the arm. Called directly and
// in an scf.for (each result freed in its iteration).
//
//        bb0
//       /   \
//    ^sq     ^twos    <- t = iota(n), u = t * t (t dies) | n copies of 2
//       \   /
//     ^join(%r)       <- return r
//
// Expected (by hand): sum(make(true, 4)) = 0 + 1 + 4 + 9 = 14;
// sum(make(false, 3)) = 6; loop i = 0..3 with c = (i odd), n = i:
// 0 + 0 + 4 + 5 = 9.
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

func.func @make(%c: i1, %n: index) -> tensor<?xi64> {
  %two = arith.constant 2 : i64
  cf.cond_br %c, ^sq, ^twos
^sq:
  %t = func.call @iota(%n) : (index) -> tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.muli %in, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  cf.br ^join(%u : tensor<?xi64>)
^twos:
  %e2 = tensor.empty(%n) : tensor<?xi64>
  %f = linalg.fill ins(%two : i64) outs(%e2 : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^join(%f : tensor<?xi64>)
^join(%r: tensor<?xi64>):
  return %r : tensor<?xi64>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %a = func.call @make(%true, %c4) : (i1, index) -> tensor<?xi64>
  %sa = func.call @sum(%a) : (tensor<?xi64>) -> i64
  func.call @pr(%sa) : (i64) -> ()
  %b = func.call @make(%false, %c3) : (i1, index) -> tensor<?xi64>
  %sb = func.call @sum(%b) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %p = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %p, %c1 : index
    %r = func.call @make(%odd, %i) : (i1, index) -> tensor<?xi64>
    %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  return
}
