// Reduced by tests/bufferize_fuzz.rs (seed 1059, test function @t14, 153 candidates, 84 s).
// Constructs left: call, cast.
// Reproduces [invalid-ir] invalid-ir: 'linalg.broadcast' op input dim N should match init dim N. input: -N, init: N: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:84:5: error: 'linalg.broadcast' op input dim 0 should match init dim 1. input: -9223372036854775808, init: 8
//       "linalg.broadcast"(%8, %14) <{dimensions = array<i64: 0>}> ({
//       ^
//   osb.mlir:84:5: note: see current operation: 
//   "linalg.broadcast"(%7, %13) <{dimensions = array<i64: 0>}> ({
//   ^bb0(%arg0: i64, %arg1: i64):
// UPSTREAM-FAILS: invalid-ir: 'linalg.broadcast' op input dim N should match init dim N. input: -N, init: N
// Expected output: value semantics (tests/bufferize_fuzz/eval.rs).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// The element of a 0-d tensor on one line.
func.func private @show0(%t: tensor<i64>) {
  %v = tensor.extract %t[] : tensor<i64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The elements of %t separated by ", " on one line.
func.func private @show1(%t: tensor<?xi64>) {
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

// The elements of %t, row after row, separated by ", " on one line.
func.func private @show2(%t: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?x?xi64>
  %m = tensor.dim %t, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<?x?xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @t14_c0(%v1586: tensor<?xi64>) -> (tensor<8xi64>) {
  %v1587 = tensor.cast %v1586 : tensor<?xi64> to tensor<8xi64>
  return %v1587 : tensor<8xi64>
}

func.func @t14() -> () {
  %v1573 = arith.constant dense<[-2, 30, 23, -7]> : tensor<4xi64>
  %v1574 = tensor.cast %v1573 : tensor<4xi64> to tensor<?xi64>
  %v1585 = tensor.concat dim(0) %v1574, %v1574 : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %v1588 = func.call @t14_c0(%v1585) : (tensor<?xi64>) -> (tensor<8xi64>)
  %v1589 = arith.constant 2 : index
  %v1639 = tensor.empty(%v1589) : tensor<?x8xi64>
  %v1640 = linalg.broadcast ins(%v1588 : tensor<8xi64>) outs(%v1639 : tensor<?x8xi64>) dimensions = [0]
  return
}

func.func @t14_drive() -> () {
  func.call @t14() : () -> ()
  return
}

func.func @main() {
  func.call @t14_drive() : () -> ()
  return
}
