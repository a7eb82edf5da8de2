// tensor.dim and tensor.rank on ranked and unranked tensors (tensor.cast to
// tensor<*xi64> bufferizes to a memref.cast to an unranked memref; rank and
// dim of it read the descriptor at run time), and a cast back to a ranked
// type to read an element.
//
// m = fill(5, empty(3, 4)) with [2][3] = 12; u = cast(m) to tensor<*xi64>;
// v = from_elements(5, 5, 5, 5, 5) : tensor<5xi64>, w = cast(v) to
// tensor<*xi64>.
// Expected (by hand): dim(m, 0) = 3, dim(m, 1) = 4, rank(u) = 2,
// dim(u, 1) = 4, rank(w) = 1, dim(w, 0) = 5, cast(u)[2][3] = 12.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%r: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %five = arith.constant 5 : i64
  %v12 = arith.constant 12 : i64
  %e = tensor.empty(%r, %k) : tensor<?x?xi64>
  %f = linalg.fill ins(%five : i64) outs(%e : tensor<?x?xi64>) -> tensor<?x?xi64>
  %m = tensor.insert %v12 into %f[%c2, %c3] : tensor<?x?xi64>
  %d0 = tensor.dim %m, %c0 : tensor<?x?xi64>
  %d1 = tensor.dim %m, %c1 : tensor<?x?xi64>
  %u = tensor.cast %m : tensor<?x?xi64> to tensor<*xi64>
  %ru = tensor.rank %u : tensor<*xi64>
  %du = tensor.dim %u, %c1 : tensor<*xi64>
  %v = tensor.from_elements %five, %five, %five, %five, %five : tensor<5xi64>
  %w = tensor.cast %v : tensor<5xi64> to tensor<*xi64>
  %rw = tensor.rank %w : tensor<*xi64>
  %dw = tensor.dim %w, %c0 : tensor<*xi64>
  %back = tensor.cast %u : tensor<*xi64> to tensor<3x4xi64>
  %x = tensor.extract %back[%c2, %c3] : tensor<3x4xi64>
  %i_d0 = arith.index_cast %d0 : index to i64
  func.call @pr(%i_d0) : (i64) -> ()
  %i_d1 = arith.index_cast %d1 : index to i64
  func.call @pr(%i_d1) : (i64) -> ()
  %i_ru = arith.index_cast %ru : index to i64
  func.call @pr(%i_ru) : (i64) -> ()
  %i_du = arith.index_cast %du : index to i64
  func.call @pr(%i_du) : (i64) -> ()
  %i_rw = arith.index_cast %rw : index to i64
  func.call @pr(%i_rw) : (i64) -> ()
  %i_dw = arith.index_cast %dw : index to i64
  func.call @pr(%i_dw) : (i64) -> ()
  func.call @pr(%x) : (i64) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  func.call @run(%c3, %c4) : (index, index) -> ()
  return
}
