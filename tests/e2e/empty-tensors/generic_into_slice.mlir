// Same as upstream: a linalg.generic computing into a tensor.empty (from
// another tensor) inserted into a destination computes into its slice.
// a = [10, 20, 30], out = 2 * a = [20, 40, 60] at offset 4:
// 0, 1, 2, 3, 20, 40, 60, 7
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

func.func @generic_into(%d: tensor<8xi64>, %a: tensor<3xi64>) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<3xi64>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<3xi64>) outs(%e : tensor<3xi64>) {
  ^bb0(%in: i64, %out: i64):
    %s = arith.addi %in, %in : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  %r = tensor.insert_slice %g into %d[4] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %a = arith.constant dense<[10, 20, 30]> : tensor<3xi64>
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @generic_into(%d, %a) : (tensor<8xi64>, tensor<3xi64>) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
