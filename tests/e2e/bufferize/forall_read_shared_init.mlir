// scf.forall (in @step) whose shared_outs init t is also read directly (not
// through the shared_outs block argument) by every iteration, at a
// neighbouring index. Writing the results into t's buffer in place would
// let an iteration see the value already written by another one (run
// sequentially: iteration 3 would read the new r[0]), so the shared output
// must be a copy. In the first call t is also printed after the call; in
// the second the argument u is dead after the call.
//
// t = iota(4) = [0, 1, 2, 3]; r[i] = 10 * t[i] + t[(i + 1) mod 4]
// Expected (by hand): r = 0+1, 10+2, 20+3, 30+0 = 1, 12, 23, 30;
// t = 0, 1, 2, 3; step(u) = 1, 12, 23, 30 (in place: 1, 12, 23, 31)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
func.func @show(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
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

func.func @step(%t: tensor<?xi64>) -> tensor<?xi64> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %ten = arith.constant 10 : i64
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<?xi64> {
    %j = arith.addi %i, %c1 : index
    %k = arith.remui %j, %c4 : index
    %n = tensor.extract %t[%k] : tensor<?xi64>
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<?xi64> to tensor<1xi64>
    %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<1xi64>) {
    ^bb0(%x: i64):
      %m = arith.muli %x, %ten : i64
      %a = arith.addi %m, %n : i64
      linalg.yield %a : i64
    } -> tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [1] [1] : tensor<1xi64> into tensor<?xi64>
    }
  }
  return %r : tensor<?xi64>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %r = func.call @step(%t) : (tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %u = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %r2 = func.call @step(%u) : (tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%r2) : (tensor<?xi64>) -> ()
  return
}
