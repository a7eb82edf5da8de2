// scf.forall with shared_outs and tensor.parallel_insert_slice (bufferized
// to an scf.forall on memrefs, lowered to a sequential loop by the
// harness's lowering). 1-D: each of 4 iterations squares a 2-element slice
// of t into the matching slice of the shared output (the linalg.generic
// writes into an extract_slice of the shared_outs block argument, the
// canonical in-place pattern). 2-D: each (i, j) writes a 1x1 tensor.
//
// t = iota(8); out[2i .. 2i+1] = t[2i .. 2i+1]^2 -> 0, 1, 4, 9, 16, 25, 36, 49
// m (2x3): m[i][j] = 10 * i + j -> 0, 1, 2 / 10, 11, 12
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

// Prints each row of %m on its own line (elements separated by ", ").
func.func @show2(%m: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.dim %m, %c0 : tensor<?x?xi64>
  %k = tensor.dim %m, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %r step %c1 {
    %row = tensor.extract_slice %m[%i, 0] [1, %k] [1, 1] : tensor<?x?xi64> to tensor<?xi64>
    func.call @show(%row) : (tensor<?xi64>) -> ()
  }
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

func.func @main() {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %t = func.call @iota(%c8) : (index) -> tensor<?xi64>
  %e = tensor.empty(%c8) : tensor<?xi64>
  %out = linalg.fill ins(%zero : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> tensor<?xi64> {
    %off = arith.muli %i, %c2 : index
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<?xi64> to tensor<2xi64>
    %d = tensor.extract_slice %o[%off] [2] [1] : tensor<?xi64> to tensor<2xi64>
    %sq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<2xi64>) outs(%d : tensor<2xi64>) {
    ^bb0(%x: i64, %y: i64):
      %m = arith.muli %x, %x : i64
      linalg.yield %m : i64
    } -> tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sq into %o[%off] [2] [1] : tensor<2xi64> into tensor<?xi64>
    }
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  %e2 = tensor.empty() : tensor<2x3xi64>
  %m0 = linalg.fill ins(%zero : i64) outs(%e2 : tensor<2x3xi64>) -> tensor<2x3xi64>
  %m = scf.forall (%i, %j) in (2, 3) shared_outs(%mo = %m0) -> tensor<2x3xi64> {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %a = arith.muli %ii, %ten : i64
    %v = arith.addi %a, %jj : i64
    %one = tensor.from_elements %v : tensor<1x1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %one into %mo[%i, %j] [1, 1] [1, 1] : tensor<1x1xi64> into tensor<2x3xi64>
    }
  }
  %md = tensor.cast %m : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%md) : (tensor<?x?xi64>) -> ()
  return
}
