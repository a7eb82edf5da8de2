// Vector transfers on tensors, the way the vectorizer emits them.
//
// a = iota(16) = [0, 1, ..., 15]; b = splat 100 (a read-only constant).
// 1. A vectorized loop over 4-element tiles: extract_slice of a, b and of
//    the loop-carried acc (a tensor.empty), transfer_read, addi,
//    transfer_write into the acc tile, insert_slice back. All in place:
//    acc = [100, 101, ..., 115]. a is unchanged afterwards.
// 2. transfer_read past the end with a padding value: a[14..17] read with
//    pad -1 -> [14, 15, -1, -1], written into a fresh tensor<4xi64>.
// 3. transfer_write partly out of bounds (in_bounds = [false]): [1, 2, 3,
//    4] at index 14 of acc -> elements 14, 15 become 1, 2; 3 and 4 are
//    dropped. acc is printed afterwards too, so the write goes to a copy:
//    new = [100, ..., 113, 1, 2], acc unchanged.
// 4. gather a[0][[15, 0, 7, 3]] with lane 2 masked off (passthru 0):
//    [15, 0, 0, 3].
// 5. scatter [-1, -2, -3, -4] into a at [15, 0, 7, 3], lane 1 masked off:
//    a' = [0, 1, 2, -4, 4, 5, 6, -3, 8, ..., 14, -1]; a is printed again
//    afterwards (copy), unchanged.
// Expected (by hand):
//   100, 101, ..., 115
//   0, 1, ..., 15
//   14, 15, -1, -1
//   100, ..., 113, 1, 2
//   100, ..., 115
//   15, 0, 0, 3
//   0, 1, 2, -4, 4, 5, 6, -3, 8, 9, 10, 11, 12, 13, 14, -1
//   0, 1, ..., 15
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c14 = arith.constant 14 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i64
  %m1 = arith.constant -1 : i64
  %ad = func.call @iota(%c16) : (index) -> tensor<?xi64>
  %a = tensor.cast %ad : tensor<?xi64> to tensor<16xi64>
  %b = arith.constant dense<100> : tensor<16xi64>
  %init = tensor.empty() : tensor<16xi64>
  // 1. The vectorized loop.
  %acc = scf.for %i = %c0 to %c16 step %c4 iter_args(%o = %init) -> tensor<16xi64> {
    %sa = tensor.extract_slice %a[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
    %sb = tensor.extract_slice %b[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
    %so = tensor.extract_slice %o[%i] [4] [1] : tensor<16xi64> to tensor<4xi64>
    %va = vector.transfer_read %sa[%c0], %z {in_bounds = [true]} : tensor<4xi64>, vector<4xi64>
    %vb = vector.transfer_read %sb[%c0], %z {in_bounds = [true]} : tensor<4xi64>, vector<4xi64>
    %vs = arith.addi %va, %vb : vector<4xi64>
    %w = vector.transfer_write %vs, %so[%c0] {in_bounds = [true]} : vector<4xi64>, tensor<4xi64>
    %ins = tensor.insert_slice %w into %o[%i] [4] [1] : tensor<4xi64> into tensor<16xi64>
    scf.yield %ins : tensor<16xi64>
  }
  %acc_d = tensor.cast %acc : tensor<16xi64> to tensor<?xi64>
  func.call @show(%acc_d) : (tensor<?xi64>) -> ()
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  // 2. Padded read past the end.
  %vp = vector.transfer_read %a[%c14], %m1 : tensor<16xi64>, vector<4xi64>
  %e4 = tensor.empty() : tensor<4xi64>
  %p4 = vector.transfer_write %vp, %e4[%c0] {in_bounds = [true]} : vector<4xi64>, tensor<4xi64>
  %p4d = tensor.cast %p4 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%p4d) : (tensor<?xi64>) -> ()
  // 3. A write partly out of bounds, acc read afterwards.
  %v1234 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %new = vector.transfer_write %v1234, %acc[%c14] : vector<4xi64>, tensor<16xi64>
  %new_d = tensor.cast %new : tensor<16xi64> to tensor<?xi64>
  func.call @show(%new_d) : (tensor<?xi64>) -> ()
  func.call @show(%acc_d) : (tensor<?xi64>) -> ()
  // 4. gather.
  %idx = arith.constant dense<[15, 0, 7, 3]> : vector<4xindex>
  %gm = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %pass = arith.constant dense<0> : vector<4xi64>
  %g = vector.gather %a[%c0] [%idx], %gm, %pass : tensor<16xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> into vector<4xi64>
  %e4b = tensor.empty() : tensor<4xi64>
  %g4 = vector.transfer_write %g, %e4b[%c0] {in_bounds = [true]} : vector<4xi64>, tensor<4xi64>
  %g4d = tensor.cast %g4 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%g4d) : (tensor<?xi64>) -> ()
  // 5. scatter into a, a read afterwards.
  %sv = arith.constant dense<[-1, -2, -3, -4]> : vector<4xi64>
  %sm = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %s = vector.scatter %a[%c0] [%idx], %sm, %sv : tensor<16xi64>, vector<4xindex>, vector<4xi1>, vector<4xi64> -> tensor<16xi64>
  %s_d = tensor.cast %s : tensor<16xi64> to tensor<?xi64>
  func.call @show(%s_d) : (tensor<?xi64>) -> ()
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  return
}
