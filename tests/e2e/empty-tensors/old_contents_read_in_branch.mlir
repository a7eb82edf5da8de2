// Must NOT be eliminated: after its fill, each branch reads the
// destination's old contents inside the slice (then: d[3], else: d[2])
// and stores them into the fill's result. Computing a fill into the slice
// would make the read see the fill (then: 9 instead of 3; else: 1 instead
// of 2).
// c = true: slice = [old d[3] = 3, 9, 9] at offset 2: 0, 1, 3, 9, 9, 5, 6, 7
// c = false: slice = [1, 1, old d[2] = 2]: 0, 1, 1, 1, 2, 5, 6, 7
// @other_slice_in_branch: the then-branch fills an empty (which may become
// the slice), the else-branch yields another, overlapping slice of the
// destination (d[1..4)): the if's result is not the insertion's slice in
// every branch, so the insertion must read it before writing (no
// matching-slice exemption; in place, the copy would overlap itself).
// c = true: fill 9 at offset 2: 0, 1, 9, 9, 9, 5, 6, 7
// c = false: d[2..5) = old d[1..4) = 1, 2, 3: 0, 1, 1, 2, 3, 5, 6, 7
// Expected output computed by hand (see above); d = iota = 0..7.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<8xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// d[k] = k
func.func @iota() -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<8xi64>
  return %t : tensor<8xi64>
}

func.func @read_in_branch(%d: tensor<8xi64>, %c: i1) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r0 = scf.if %c -> tensor<3xi64> {
    %x = arith.constant 9 : i64
    %e = tensor.empty() : tensor<3xi64>
    %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    %old = tensor.extract %d[%c3] : tensor<8xi64>
    %t = tensor.insert %old into %f[%c0] : tensor<3xi64>
    scf.yield %t : tensor<3xi64>
  } else {
    %one = arith.constant 1 : i64
    %e2 = tensor.empty() : tensor<3xi64>
    %g = linalg.fill ins(%one : i64) outs(%e2 : tensor<3xi64>) -> tensor<3xi64>
    %c2 = arith.constant 2 : index
    %old2 = tensor.extract %d[%c2] : tensor<8xi64>
    %g2 = tensor.insert %old2 into %g[%c2] : tensor<3xi64>
    scf.yield %g2 : tensor<3xi64>
  }
  %r = tensor.insert_slice %r0 into %d[2] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @other_slice_in_branch(%d: tensor<8xi64>, %c: i1) -> tensor<8xi64> {
  %r0 = scf.if %c -> tensor<3xi64> {
    %x = arith.constant 9 : i64
    %e = tensor.empty() : tensor<3xi64>
    %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %f : tensor<3xi64>
  } else {
    %s = tensor.extract_slice %d[1] [3] [1] : tensor<8xi64> to tensor<3xi64>
    scf.yield %s : tensor<3xi64>
  }
  %r = tensor.insert_slice %r0 into %d[2] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @read_in_branch(%d, %t) : (tensor<8xi64>, i1) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  %d2 = func.call @iota() : () -> tensor<8xi64>
  %r2 = func.call @read_in_branch(%d2, %f) : (tensor<8xi64>, i1) -> tensor<8xi64>
  func.call @show(%r2) : (tensor<8xi64>) -> ()
  %d3 = func.call @iota() : () -> tensor<8xi64>
  %r3 = func.call @other_slice_in_branch(%d3, %t) : (tensor<8xi64>, i1) -> tensor<8xi64>
  func.call @show(%r3) : (tensor<8xi64>) -> ()
  %d4 = func.call @iota() : () -> tensor<8xi64>
  %r4 = func.call @other_slice_in_branch(%d4, %f) : (tensor<8xi64>, i1) -> tensor<8xi64>
  func.call @show(%r4) : (tensor<8xi64>) -> ()
  return
}
