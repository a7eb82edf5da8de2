// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t1, 83 candidates, 42 s).
// Constructs left: cast, fill, insert.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   -7
// instead of (value semantics)
//   0
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

func.func @t1() -> () {
  %v80 = arith.constant 1 : index
  %v81 = arith.constant 0 : index
  %v82 = tensor.empty(%v80) : tensor<1x?xi64>
  %v83 = arith.constant 0 : i64
  %v84 = linalg.fill ins(%v83 : i64) outs(%v82 : tensor<1x?xi64>) -> tensor<1x?xi64>
  %v85 = tensor.cast %v84 : tensor<1x?xi64> to tensor<1x1xi64>
  %v174 = arith.constant -7 : i64
  %v177 = tensor.insert %v174 into %v85[%v81, %v81] : tensor<1x1xi64>
  %p85_2371 = tensor.cast %v85 : tensor<1x1xi64> to tensor<?x?xi64>
  func.call @show2(%p85_2371) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t1_drive() -> () {
  func.call @t1() : () -> ()
  return
}

func.func @main() {
  func.call @t1_drive() : () -> ()
  return
}
