// UPSTREAM-MISCOMPILES: upstream's model of linalg.map never reads the init, though MLIR 22's map payload takes it as an argument: @doubled's caller passes a new buffer without the argument's contents, and the map doubles garbage
// linalg.map's payload receives the init's element as its last argument
// (MLIR 22); when the payload uses it, the op reads its init. @doubled
// reads and overwrites its argument: t = [1, 2, 3, 4] stays, d = t + t.
//
// d = 2, 4, 6, 8; t = 1, 2, 3, 4; e = d + [10, 20, 30, 40] (init used
// after a fill): 12, 24, 36, 48
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

func.func @doubled(%t: tensor<4xi64>) -> tensor<4xi64> {
  %r = linalg.map ins(%t : tensor<4xi64>) outs(%t : tensor<4xi64>)
    (%in: i64, %init: i64) {
      %d = arith.addi %init, %init : i64
      linalg.yield %d : i64
    }
  return %r : tensor<4xi64>
}

func.func @plus(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %r = linalg.map ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>)
    (%x: i64, %init: i64) {
      %s = arith.addi %x, %init : i64
      linalg.yield %s : i64
    }
  return %r : tensor<4xi64>
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %u = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %d = func.call @doubled(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %dd = tensor.cast %d : tensor<4xi64> to tensor<?xi64>
  func.call @show(%dd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %e = func.call @plus(%d, %u) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %ed = tensor.cast %e : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ed) : (tensor<?xi64>) -> ()
  return
}
