// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t10, 84 candidates, 40 s).
// Constructs left: copy, extract_slice.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0
// instead of (value semantics)
//   4, 4, 4
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

func.func @t10(%v942: tensor<6xi64>) -> () {
  %v944 = arith.constant 2 : index
  %v951 = tensor.extract_slice %v942[%v944] [4] [1] : tensor<6xi64> to tensor<4xi64>
  %v955 = tensor.extract_slice %v951[0] [3] [1] : tensor<4xi64> to tensor<3xi64>
  %v957 = arith.constant dense<[30, 32, 39, 5]> : tensor<4xi64>
  %v958 = linalg.copy ins(%v957 : tensor<4xi64>) outs(%v951 : tensor<4xi64>) -> tensor<4xi64>
  %p955_2367 = tensor.cast %v955 : tensor<3xi64> to tensor<?xi64>
  func.call @show1(%p955_2367) : (tensor<?xi64>) -> ()
  return
}

func.func @t10_drive() -> () {
  %v1048 = arith.constant dense<4> : tensor<6xi64>
  func.call @t10(%v1048) : (tensor<6xi64>) -> ()
  return
}

func.func @main() {
  func.call @t10_drive() : () -> ()
  return
}
