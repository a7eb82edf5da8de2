// scf.while allocating in both regions, with dynamic sizes: the before
// region builds t = (i + 1) copies of i + 1 (tensor.empty(i + 1) +
// linalg.fill) and continues while sum(t) = (i + 1)^2 <= limit; the after
// region builds u = iota(i + 2) and adds sum(u) = (i + 1)(i + 2)/2 into the
// carried tensor x in place (tensor.insert at x[0]). Both temporaries are
// freed in their own region; x (carried, allocated before the loop) after
// the loop.
//
// x0 = [0, 0]. Prints the final i, then sum(x).
// Expected (by hand):
//   limit = 10: s = 1, 4, 9 continue (x[0] += 1, 3, 6), 16 exits -> 3, 10
//   limit = 0:  s = 1 exits at once -> 0, 0
//   limit = 4:  s = 1, 4 continue (+1, +3), 9 exits -> 2, 4
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
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty(%c2) : tensor<?xi64>
  %x0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r:2 = scf.while (%i = %c0, %x = %x0) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
    %i1 = arith.addi %i, %c1 : index
    %v = arith.index_cast %i1 : index to i64
    %e = tensor.empty(%i1) : tensor<?xi64>
    %t = linalg.fill ins(%v : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    %cmp = arith.cmpi sle, %s, %limit : i64
    scf.condition(%cmp) %i, %x : index, tensor<?xi64>
  } do {
  ^bb0(%i: index, %x: tensor<?xi64>):
    %i2 = arith.addi %i, %c2 : index
    %u = func.call @iota(%i2) : (index) -> tensor<?xi64>
    %su = func.call @sum(%u) : (tensor<?xi64>) -> i64
    %old = tensor.extract %x[%c0] : tensor<?xi64>
    %new = arith.addi %old, %su : i64
    %x2 = tensor.insert %new into %x[%c0] : tensor<?xi64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %x2 : index, tensor<?xi64>
  }
  %k = arith.index_cast %r#0 : index to i64
  func.call @pr(%k) : (i64) -> ()
  %sx = func.call @sum(%r#1) : (tensor<?xi64>) -> i64
  func.call @pr(%sx) : (i64) -> ()
  return
}

func.func @main() {
  %l10 = arith.constant 10 : i64
  %l0 = arith.constant 0 : i64
  %l4 = arith.constant 4 : i64
  func.call @run(%l10) : (i64) -> ()
  func.call @run(%l0) : (i64) -> ()
  func.call @run(%l4) : (i64) -> ()
  return
}
