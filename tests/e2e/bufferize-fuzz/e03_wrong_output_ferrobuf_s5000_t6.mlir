// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t6, 117 candidates, 40 s).
// Constructs left: call, insert.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   21, 1, 1, 1, 1, 1
// instead of (value semantics)
//   1, 1, 1, 1, 1, 1
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

func.func @t6_c0(%v684: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  return %v684, %v684 : tensor<2x3xi64>, tensor<2x3xi64>
}

func.func @t6(%v683: tensor<2x3xi64>) -> () {
  %v685, %v686 = func.call @t6_c0(%v683) : (tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  %v688 = arith.constant 21 : i64
  %v712 = arith.constant 0 : index
  %v713 = tensor.insert %v688 into %v685[%v712, %v712] : tensor<2x3xi64>
  %p686_2403 = tensor.cast %v686 : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%p686_2403) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t6_drive() -> () {
  %v752 = arith.constant dense<1> : tensor<2x3xi64>
  func.call @t6(%v752) : (tensor<2x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t6_drive() : () -> ()
  return
}
