// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t5, 78 candidates, 38 s).
// Constructs left: insert.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   -9, -9, -9, -9, -9, -9
// instead of (value semantics)
//   17, -9, -9, -9, -9, -9
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

func.func @t5() -> () {
  %v640 = arith.constant 0 : index
  %v662 = arith.constant 17 : i64
  %v663 = arith.constant -9 : i64
  %v668 = tensor.from_elements %v662, %v663, %v663, %v663, %v663, %v663 : tensor<3x2xi64>
  %v696 = tensor.insert %v663 into %v668[%v640, %v640] : tensor<3x2xi64>
  %p668_2268 = tensor.cast %v668 : tensor<3x2xi64> to tensor<?x?xi64>
  func.call @show2(%p668_2268) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t5_drive() -> () {
  func.call @t5() : () -> ()
  return
}

func.func @main() {
  func.call @t5_drive() : () -> ()
  return
}
