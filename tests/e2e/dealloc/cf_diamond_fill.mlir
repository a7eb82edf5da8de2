// cf diamond choosing between two freshly allocated tensors of different
// dynamic sizes; the join block sums the merged buffer.
//
//        bb0
//       /   \
//  ^fill3   ^iota2     <- tensor.empty(n) + fill 3 | tensor.empty(n+1) + 2*i
//       \   /
//      ^join(%t)       <- sum(%t)
//
// Expected: choose(true, 4) = 4 * 3 = 12; choose(false, 4) = 0+2+4+6+8 = 20;
// choose(true, 0) = 0; choose(false, 0) = 0 (one element, value 0).
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

func.func @choose(%c: i1, %n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  cf.cond_br %c, ^fill3, ^iota2
^fill3:
  %e = tensor.empty(%n) : tensor<?xi64>
  %x = linalg.fill ins(%three : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^join(%x : tensor<?xi64>)
^iota2:
  %n1 = arith.addi %n, %c1 : index
  %e2 = tensor.empty(%n1) : tensor<?xi64>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e2 : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %two : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  cf.br ^join(%y : tensor<?xi64>)
^join(%t: tensor<?xi64>):
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = func.call @choose(%true, %c4) : (i1, index) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @choose(%false, %c4) : (i1, index) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = func.call @choose(%true, %c0) : (i1, index) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = func.call @choose(%false, %c0) : (i1, index) -> i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
