// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t14, 199 candidates, 91 s).
// Constructs left: fill, insert_slice.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=1},ferrobuf-buffer-deallocation-pipeline
// prints
//   -3, -3, 38, -3
// instead of (value semantics)
//   -3, -3, -3, -3
// upstream's pipeline prints the expected output
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

func.func @t14() -> () {
  %v1306 = arith.constant 1 : i64
  %v1340 = arith.constant dense<1> : tensor<4xi64>
  %v1341 = arith.constant -3 : i64
  %v1342 = linalg.fill ins(%v1341 : i64) outs(%v1340 : tensor<4xi64>) -> tensor<4xi64>
  %v1380 = arith.constant 11 : i64
  %v1381 = arith.constant false
  %v1483 = arith.constant dense<38> : tensor<1xi64>
  %v1484 = tensor.insert_slice %v1483 into %v1342[2] [1] [1] : tensor<1xi64> into tensor<4xi64>
  %p1342_2444 = tensor.cast %v1342 : tensor<4xi64> to tensor<?xi64>
  func.call @show1(%p1342_2444) : (tensor<?xi64>) -> ()
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
