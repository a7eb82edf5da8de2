// scf.while with an index counter and a tensor carried through both
// regions; the after region allocates a new tensor every iteration,
// y[j] = x[j] * (j + 1) + i, computed from the carried one.
//
// (one-shot-bufferize's default options require the values passed to
// scf.condition / scf.yield to be equivalent to the corresponding block
// arguments, so y is copied back into x with linalg.copy; the
// per-iteration allocation is the temporary y, freed in the after region.)
//
// x0 = [1, 1, 1, 1]; loop while i < n. Prints sum(x), then the final i.
// Expected (by hand):
//   n = 3: [1,2,3,4] -> [2,5,10,17] -> [4,12,32,70] -> 118, 3
//   n = 2: 34, 2; n = 0: 4, 0
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %e0 = tensor.empty(%c4) : tensor<?xi64>
  %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r:2 = scf.while (%i = %c0, %x = %x0) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
    %cmp = arith.cmpi slt, %i, %n : index
    scf.condition(%cmp) %i, %x : index, tensor<?xi64>
  } do {
  ^bb0(%i: index, %x: tensor<?xi64>):
    %ii = arith.index_cast %i : index to i64
    %e = tensor.empty(%c4) : tensor<?xi64>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %j = linalg.index 0 : index
      %jj = arith.index_cast %j : index to i64
      %j1 = arith.addi %jj, %one : i64
      %m = arith.muli %in, %j1 : i64
      %v = arith.addi %m, %ii : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %z = linalg.copy ins(%y : tensor<?xi64>) outs(%x : tensor<?xi64>) -> tensor<?xi64>
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %z : index, tensor<?xi64>
  }
  %s = func.call @sum(%r#1) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  %k = arith.index_cast %r#0 : index to i64
  func.call @pr(%k) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @run(%c3) : (index) -> ()
  func.call @run(%c2) : (index) -> ()
  func.call @run(%c0) : (index) -> ()
  return
}
