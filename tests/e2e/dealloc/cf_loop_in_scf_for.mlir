// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured loop inside an scf.for body (in a multi-block
// scf.execute_region, the only way to put blocks in a loop body): every
// outer iteration i allocates x0 = [1, 1, 1] and runs a cf loop j = 0..i-1
// carrying a tensor that is replaced by a new one (y = x + j) on each back
// edge; the region yields sum(x). Every buffer (x0 and each y) must be
// freed within its outer iteration. Tensor level (one-shot-bufferize
// handles it; only deallocation rejects the loop).
//
//   scf.for i = 0..m-1:
//     execute_region: x0 --> ^h(0, x0)
//       ^h(j, x): j < i ? ^b : ^e
//       ^b: y = x + j --> ^h(j + 1, y)
//       ^e: yield sum(x)
//
// Expected (by hand): sum for i is 3 * (1 + i(i-1)/2): i = 0..3 -> 3 3 6 12,
// then the total 24.
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
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = scf.execute_region -> i64 {
      %e0 = tensor.empty(%c3) : tensor<?xi64>
      %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
      cf.br ^h(%c0, %x0 : index, tensor<?xi64>)
    ^h(%j: index, %x: tensor<?xi64>):
      %cmp = arith.cmpi slt, %j, %i : index
      cf.cond_br %cmp, ^b, ^e
    ^b:
      %jj = arith.index_cast %j : index to i64
      %e = tensor.empty(%c3) : tensor<?xi64>
      %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
      ^bb0(%in: i64, %out: i64):
        %w = arith.addi %in, %jj : i64
        linalg.yield %w : i64
      } -> tensor<?xi64>
      %j1 = arith.addi %j, %c1 : index
      cf.br ^h(%j1, %y : index, tensor<?xi64>)
    ^e:
      %s = func.call @sum(%x) : (tensor<?xi64>) -> i64
      scf.yield %s : i64
    }
    func.call @pr(%v) : (i64) -> ()
    %acc2 = arith.addi %acc, %v : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  return
}
