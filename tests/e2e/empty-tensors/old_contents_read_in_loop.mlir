// Must NOT be eliminated: the loop computing into the empty reads the
// destination's old slice in reverse order (t[k] = 10 * d[4 - k]); in the
// destination's slice, iteration 2 would read d[2] after iteration 0
// overwrote it (400 instead of 20).
// old d[2..5) = 2, 3, 4 -> t = 40, 30, 20 at offset 2: 0, 1, 40, 30, 20, 5, 6, 7
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

func.func @read_in_loop(%d: tensor<8xi64>) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%zero : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %l = scf.for %k = %c0 to %c3 step %c1 iter_args(%t = %f) -> (tensor<3xi64>) {
    %j = arith.subi %c4, %k : index
    %v = tensor.extract %d[%j] : tensor<8xi64>
    %w = arith.muli %v, %ten : i64
    %u = tensor.insert %w into %t[%k] : tensor<3xi64>
    scf.yield %u : tensor<3xi64>
  }
  %r = tensor.insert_slice %l into %d[2] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @read_in_loop(%d) : (tensor<8xi64>) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
