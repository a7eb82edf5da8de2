// BEYOND-UPSTREAM
// The destination is computed after the fill: no point before the fill
// sees it. The fill is re-created right before the insertion, on the
// destination's slice (upstream moves the destination's definition up and
// leaves a copy of the slice onto itself).
// fill 4, 3 elements, at offset 2 of iota: 0, 1, 4, 4, 4, 5, 6, 7
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

func.func @late_dest(%x: i64) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %e8 = tensor.empty() : tensor<8xi64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e8 : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<8xi64>
  %r = tensor.insert_slice %f into %d[2] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %x = arith.constant 4 : i64
  %r = func.call @late_dest(%x) : (i64) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
