// Must NOT be eliminated: the destination's old contents in the slice
// are read between the fill and the insertion (computing into the slice
// would make that read see the fill).
// old d[3] = 3; fill 9 at offsets 2..4: 3 then 0, 1, 9, 9, 9, 5, 6, 7
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

func.func @read_between(%d: tensor<8xi64>, %x: i64) -> (i64, tensor<8xi64>) {
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %old = tensor.extract %d[%c3] : tensor<8xi64>
  %r = tensor.insert_slice %f into %d[2] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %old, %r : i64, tensor<8xi64>
}

func.func @main() {
  %x = arith.constant 9 : i64
  %d = func.call @iota() : () -> tensor<8xi64>
  %o, %r = func.call @read_between(%d, %x) : (tensor<8xi64>, i64) -> (i64, tensor<8xi64>)
  func.call @printI64(%o) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
