// linalg.fill into tensors that are read after the fill: a constant (its
// read-only global must never be written) and a fresh tensor u that is
// printed last (so the first fill into u must be out of place). The fill
// into f2 may be in place (f2 printed before, dead after).
//
// t = [1, 2, 3, 4] (constant); f = fill(5, t) = 5, 5, 5, 5; t unchanged
// u = iota(4); f2 = fill(0, u) = 0, 0, 0, 0; f3 = fill(8, f2) = 8, 8, 8, 8
// u = 0, 1, 2, 3
// Expected (by hand): f, t, f2, f3, u (the five lines above in order).
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

func.func @main() {
  %c4 = arith.constant 4 : index
  %v0 = arith.constant 0 : i64
  %v5 = arith.constant 5 : i64
  %v8 = arith.constant 8 : i64
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %f = linalg.fill ins(%v5 : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
  %fd = tensor.cast %f : tensor<4xi64> to tensor<?xi64>
  func.call @show(%fd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %u = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %f2 = linalg.fill ins(%v0 : i64) outs(%u : tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%f2) : (tensor<?xi64>) -> ()
  %f3 = linalg.fill ins(%v8 : i64) outs(%f2 : tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%f3) : (tensor<?xi64>) -> ()
  func.call @show(%u) : (tensor<?xi64>) -> ()
  return
}
