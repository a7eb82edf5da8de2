// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t33, 222 candidates, 87 s).
// Constructs left: elementwise, scf.for.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   2, 2, 2, 2, 2, 2, 2, 2, 2
//   3, 3, 3, 3, 3, 3, 3, 3, 3
// instead of (value semantics)
//   2, 2, 2, 2, 2, 2, 2, 2, 2
//   2, 2, 2, 2, 2, 2, 2, 2, 2
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

func.func @t33(%v3793: tensor<3x3xi64>) -> () {
  %v3795 = arith.constant 1 : index
  %v3796 = arith.constant 2 : index
  %v3803 = arith.constant 0 : index
  %v3809 = arith.constant dense<1> : tensor<3x3xi64>
  %v3924, %v3925 = scf.for %v3903 = %v3803 to %v3796 step %v3795 iter_args(%v3901 = %v3793, %v3902 = %v3793) -> (tensor<3x3xi64>, tensor<3x3xi64>) {
    %v3907 = linalg.add ins(%v3793, %v3809 : tensor<3x3xi64>, tensor<3x3xi64>) outs(%v3793 : tensor<3x3xi64>) -> tensor<3x3xi64>
    %p3907_2550 = tensor.cast %v3907 : tensor<3x3xi64> to tensor<?x?xi64>
    func.call @show2(%p3907_2550) : (tensor<?x?xi64>) -> ()
    scf.yield %v3809, %v3902 : tensor<3x3xi64>, tensor<3x3xi64>
  }
  return
}

func.func @t33_drive() -> () {
  %v3972 = arith.constant dense<1> : tensor<3x3xi64>
  func.call @t33(%v3972) : (tensor<3x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t33_drive() : () -> ()
  return
}
