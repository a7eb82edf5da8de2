// BEYOND-UPSTREAM
// An empty filled, then computed into by an scf.for through its iter_arg;
// the loop's result is inserted: everything computes into the
// destination's slice (upstream copies the loop's result in).
// fill 10 into 3 elements, t[k] += k * k: 10, 11, 14 at offset 3:
// 0, 1, 2, 10, 11, 14, 6, 7
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

func.func @loop_into(%d: tensor<8xi64>, %x: i64) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %l = scf.for %k = %c0 to %c3 step %c1 iter_args(%t = %f) -> (tensor<3xi64>) {
    %v = tensor.extract %t[%k] : tensor<3xi64>
    %kk = arith.index_cast %k : index to i64
    %sq = arith.muli %kk, %kk : i64
    %s = arith.addi %v, %sq : i64
    %u = tensor.insert %s into %t[%k] : tensor<3xi64>
    scf.yield %u : tensor<3xi64>
  }
  %r = tensor.insert_slice %l into %d[3] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %x = arith.constant 10 : i64
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @loop_into(%d, %x) : (tensor<8xi64>, i64) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
