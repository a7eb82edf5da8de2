// linalg.copy chains where every outs operand is read again afterwards:
// c = copy(a -> b) with b a constant (read-only global: needs a new
// buffer), d = copy(b -> a) with a printed later, e = copy(d -> c) with c
// printed later, and a self copy f = copy(a -> a).
//
// a = iota(4) = [0, 1, 2, 3]; b = [9, 9, 9, 9] (constant)
// c = a's values = 0, 1, 2, 3; d = b's values = 9, 9, 9, 9;
// e = d's values = 9, 9, 9, 9; f = a's values = 0, 1, 2, 3
// Expected (by hand): e, d, c, a, b, f
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
  %a = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %bs = arith.constant dense<9> : tensor<4xi64>
  %b = tensor.cast %bs : tensor<4xi64> to tensor<?xi64>
  %c = linalg.copy ins(%a : tensor<?xi64>) outs(%b : tensor<?xi64>) -> tensor<?xi64>
  %d = linalg.copy ins(%b : tensor<?xi64>) outs(%a : tensor<?xi64>) -> tensor<?xi64>
  %e = linalg.copy ins(%d : tensor<?xi64>) outs(%c : tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%e) : (tensor<?xi64>) -> ()
  func.call @show(%d) : (tensor<?xi64>) -> ()
  func.call @show(%c) : (tensor<?xi64>) -> ()
  func.call @show(%a) : (tensor<?xi64>) -> ()
  func.call @show(%b) : (tensor<?xi64>) -> ()
  %f = linalg.copy ins(%a : tensor<?xi64>) outs(%a : tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%f) : (tensor<?xi64>) -> ()
  return
}
