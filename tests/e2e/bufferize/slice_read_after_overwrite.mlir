// tensor.extract_slice (a memref.subview of the source buffer) read after
// the source tensor was overwritten by a linalg.fill: the fill must not
// write into the shared buffer (out-of-place fill, or a copy), so the slice
// still shows the old values.
//
// t = iota(6) = [0, 1, 2, 3, 4, 5]; s = t[2 .. 4] = [2, 3, 4]
// f = fill(9, t) = [9, 9, 9, 9, 9, 9]; s2 = f[0 .. 1] = [9, 9]
// Expected (by hand): sum(f) = 54; s2 = 9, 9; s = 2, 3, 4 (old values);
// s[0] = 2.
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Sum of the elements of %t.
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
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %nine = arith.constant 9 : i64
  %t = func.call @iota(%c6) : (index) -> tensor<?xi64>
  %s = tensor.extract_slice %t[2] [3] [1] : tensor<?xi64> to tensor<3xi64>
  %f = linalg.fill ins(%nine : i64) outs(%t : tensor<?xi64>) -> tensor<?xi64>
  %sf = func.call @sum(%f) : (tensor<?xi64>) -> i64
  func.call @pr(%sf) : (i64) -> ()
  %s2 = tensor.extract_slice %f[0] [%c2] [1] : tensor<?xi64> to tensor<?xi64>
  func.call @show(%s2) : (tensor<?xi64>) -> ()
  %sd = tensor.cast %s : tensor<3xi64> to tensor<?xi64>
  func.call @show(%sd) : (tensor<?xi64>) -> ()
  %s0 = tensor.extract %s[%c0] : tensor<3xi64>
  func.call @pr(%s0) : (i64) -> ()
  return
}
