// Multi-block scf.execute_region in an scf.for body (it cannot be inlined
// into the single-block loop body): a cf diamond inside the region chooses
// between a tensor allocated in one arm and a tensor allocated before the
// loop (base), joined in a block that holds the region's only scf.yield.
// The result is summed in the iteration; the arm's allocation must be
// freed in its iteration, base once after the loop.
//
// base = iota(3) = [0, 1, 2] (sum 3)
// iteration i: even i: (i + 1) copies of i -> i(i + 1); odd i: base -> 3
// Expected (by hand) for i = 0..3: 0 3 6 3, total 12, then sum(base) = 3.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %base = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %p = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %p, %c0 : index
    %r = scf.execute_region -> tensor<?xi64> {
      cf.cond_br %even, ^fresh, ^old
    ^fresh:
      %i1 = arith.addi %i, %c1 : index
      %k = arith.index_cast %i : index to i64
      %e = tensor.empty(%i1) : tensor<?xi64>
      %t = linalg.fill ins(%k : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
      cf.br ^join(%t : tensor<?xi64>)
    ^old:
      cf.br ^join(%base : tensor<?xi64>)
    ^join(%x: tensor<?xi64>):
      scf.yield %x : tensor<?xi64>
    }
    %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
    func.call @pr(%s) : (i64) -> ()
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  %sb = func.call @sum(%base) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  return
}
