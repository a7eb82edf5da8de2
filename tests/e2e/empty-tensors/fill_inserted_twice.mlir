// BEYOND-UPSTREAM
// One fill of an empty inserted twice (two slices of one destination):
// the first insertion's slice replaces the empty, the fill is re-created
// on the second insertion's slice (upstream allocates the fill and copies
// it twice).
// fill 9, 2 elements, at offsets 1 and 5: 0, 9, 9, 3, 4, 9, 9, 7
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

func.func @twice(%d: tensor<8xi64>, %x: i64) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<2xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %r = tensor.insert_slice %f into %d[1] [2] [1] : tensor<2xi64> into tensor<8xi64>
  %r2 = tensor.insert_slice %f into %r[5] [2] [1] : tensor<2xi64> into tensor<8xi64>
  return %r2 : tensor<8xi64>
}

func.func @main() {
  %x = arith.constant 9 : i64
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @twice(%d, %x) : (tensor<8xi64>, i64) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
