// tensor.reshape with a static shape operand (constant) and with a dynamic
// shape operand (from_elements of indices): memref.reshape views of the
// source buffer. Writing into a reshaped view while the source is still
// read afterwards must not change the source.
//
// t = iota(6) = [0, 1, 2, 3, 4, 5]
// r = reshape(t, [2, 3]) = [[0, 1, 2], [3, 4, 5]]; r2 = r with [1][2] = 99
// q = reshape(t, [k, 2]) (k = 3) = [[0, 1], [2, 3], [4, 5]];
// q2 = q with [1][0] = -7
// Expected (by hand): rows of r2 (0, 1, 2 / 3, 4, 99); t = 0..5;
// rows of q2 (0, 1 / -7, 3 / 4, 5); t = 0..5 again.
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

func.func @run(%k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %v99 = arith.constant 99 : i64
  %m7 = arith.constant -7 : i64
  %t = func.call @iota(%c6) : (index) -> tensor<?xi64>
  %shape = arith.constant dense<[2, 3]> : tensor<2xindex>
  %r = tensor.reshape %t(%shape) : (tensor<?xi64>, tensor<2xindex>) -> tensor<2x3xi64>
  %r2 = tensor.insert %v99 into %r[%c1, %c2] : tensor<2x3xi64>
  %r2d = tensor.cast %r2 : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%r2d) : (tensor<?x?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %dshape = tensor.from_elements %k, %c2 : tensor<2xindex>
  %q = tensor.reshape %t(%dshape) : (tensor<?xi64>, tensor<2xindex>) -> tensor<?x?xi64>
  %q2 = tensor.insert %m7 into %q[%c1, %c0] : tensor<?x?xi64>
  func.call @show2(%q2) : (tensor<?x?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  func.call @run(%c3) : (index) -> ()
  return
}
