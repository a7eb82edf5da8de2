// One tensor.empty filled twice, each fill inserted into another
// destination: each use is its own leaf, replaced by its own insertion's
// slice (as upstream).
// d1[0..2) = 1: 1, 1, 2, 3, 4, 5, 6, 7; d2[6..8) = 2: 0, 1, 2, 3, 4, 5, 2, 2
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

func.func @two(%d1: tensor<8xi64>, %d2: tensor<8xi64>) -> (tensor<8xi64>, tensor<8xi64>) {
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %e = tensor.empty() : tensor<2xi64>
  %f = linalg.fill ins(%one : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %g = linalg.fill ins(%two : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %r1 = tensor.insert_slice %f into %d1[0] [2] [1] : tensor<2xi64> into tensor<8xi64>
  %r2 = tensor.insert_slice %g into %d2[6] [2] [1] : tensor<2xi64> into tensor<8xi64>
  return %r1, %r2 : tensor<8xi64>, tensor<8xi64>
}

func.func @main() {
  %d1 = func.call @iota() : () -> tensor<8xi64>
  %d2 = func.call @iota() : () -> tensor<8xi64>
  %r1, %r2 = func.call @two(%d1, %d2) : (tensor<8xi64>, tensor<8xi64>) -> (tensor<8xi64>, tensor<8xi64>)
  func.call @show(%r1) : (tensor<8xi64>) -> ()
  func.call @show(%r2) : (tensor<8xi64>) -> ()
  return
}
