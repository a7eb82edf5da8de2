// BEYOND-UPSTREAM
// A fill inserted into a filled tensor, itself inserted into the
// destination: both compute into slices of the destination (upstream
// still allocates and copies the intermediate tensor).
// t = fill 8 (4 elements), t[1..3) = fill 3; t at offset 2:
// 0, 1, 8, 3, 3, 8, 6, 7
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

func.func @chain(%d: tensor<8xi64>) -> tensor<8xi64> {
  %x = arith.constant 3 : i64
  %y = arith.constant 8 : i64
  %et = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%y : i64) outs(%et : tensor<4xi64>) -> tensor<4xi64>
  %e = tensor.empty() : tensor<2xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %a = tensor.insert_slice %f into %t[1] [2] [1] : tensor<2xi64> into tensor<4xi64>
  %r = tensor.insert_slice %a into %d[2] [4] [1] : tensor<4xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @chain(%d) : (tensor<8xi64>) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  return
}
