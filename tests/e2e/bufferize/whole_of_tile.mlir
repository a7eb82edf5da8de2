// A tile of dynamic size filled, then all of it (a slice with the tile's
// sizes) inserted back where the tile came from: in place, no copy. And
// the same with other sizes for the inner slice (part of the tile): the
// tile is then copied, and only the part is written back.
// t = 4x3 ones. @whole_of_tile(t, 2, 2, 7): rows 7, 7, 1 / 7, 7, 1 /
// 1, 1, 1 / 1, 1, 1. @part_of_tile(t, 3, 2, 1, 5) on a fresh t: rows
// 5, 5, 1 / 1, 1, 1 / 1, 1, 1 / 1, 1, 1. Counts after One-Shot: 3 + 2, as
// upstream (4 + 2 before: the whole tile was copied).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

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

func.func @show2(%m: tensor<4x3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %row = tensor.extract_slice %m[%i, 0] [1, 3] [1, 1] : tensor<4x3xi64> to tensor<3xi64>
    %r = tensor.cast %row : tensor<3xi64> to tensor<?xi64>
    func.call @show(%r) : (tensor<?xi64>) -> ()
  }
  return
}

func.func @whole_of_tile(%t: tensor<4x3xi64>, %m: index, %n: index, %v: i64) -> tensor<4x3xi64> {
  %a = tensor.extract_slice %t[0, 0] [%m, %n] [1, 1] : tensor<4x3xi64> to tensor<?x?xi64>
  %f = linalg.fill ins(%v : i64) outs(%a : tensor<?x?xi64>) -> tensor<?x?xi64>
  %w = tensor.extract_slice %f[0, 0] [%m, %n] [1, 1] : tensor<?x?xi64> to tensor<?x?xi64>
  %r = tensor.insert_slice %w into %t[0, 0] [%m, %n] [1, 1] : tensor<?x?xi64> into tensor<4x3xi64>
  return %r : tensor<4x3xi64>
}

func.func @part_of_tile(%t: tensor<4x3xi64>, %m: index, %n: index, %k: index, %v: i64) -> tensor<4x3xi64> {
  %a = tensor.extract_slice %t[0, 0] [%m, %n] [1, 1] : tensor<4x3xi64> to tensor<?x?xi64>
  %f = linalg.fill ins(%v : i64) outs(%a : tensor<?x?xi64>) -> tensor<?x?xi64>
  %w = tensor.extract_slice %f[0, 0] [%k, %n] [1, 1] : tensor<?x?xi64> to tensor<?x?xi64>
  %r = tensor.insert_slice %w into %t[0, 0] [%k, %n] [1, 1] : tensor<?x?xi64> into tensor<4x3xi64>
  return %r : tensor<4x3xi64>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %seven = arith.constant 7 : i64
  %e = tensor.empty() : tensor<4x3xi64>
  %t = linalg.fill ins(%one : i64) outs(%e : tensor<4x3xi64>) -> tensor<4x3xi64>
  %r = func.call @whole_of_tile(%t, %c2, %c2, %seven) : (tensor<4x3xi64>, index, index, i64) -> tensor<4x3xi64>
  func.call @show2(%r) : (tensor<4x3xi64>) -> ()
  %e2 = tensor.empty() : tensor<4x3xi64>
  %t2 = linalg.fill ins(%one : i64) outs(%e2 : tensor<4x3xi64>) -> tensor<4x3xi64>
  %p = func.call @part_of_tile(%t2, %c3, %c2, %c1, %five) : (tensor<4x3xi64>, index, index, index, i64) -> tensor<4x3xi64>
  func.call @show2(%p) : (tensor<4x3xi64>) -> ()
  return
}
