// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t26, 75 candidates, 35 s).
// Constructs left: fill, scf.for, scf.if.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0
// instead of (value semantics)
//   0, 0, 0, 0, 0, 0
//   14, 2, 36, -8, 34, 15
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

func.func @t26(%v2797: tensor<6xi64>) -> () {
  %v2798 = arith.constant 2 : index
  %v2799 = arith.constant 0 : i64
  %v2851 = arith.constant 0 : index
  %v2852 = arith.constant 1 : index
  scf.for %v2853 = %v2851 to %v2798 step %v2852 {
    %v2854 = arith.cmpi slt, %v2853, %v2852 : index
    %v2860, %v2861 = scf.if %v2854 -> (tensor<6xi64>, i64) {
      %v2855 = linalg.fill ins(%v2799 : i64) outs(%v2797 : tensor<6xi64>) -> tensor<6xi64>
      scf.yield %v2855, %v2799 : tensor<6xi64>, i64
    } else {
      scf.yield %v2797, %v2799 : tensor<6xi64>, i64
    }
    %p2860_2597 = tensor.cast %v2860 : tensor<6xi64> to tensor<?xi64>
    func.call @show1(%p2860_2597) : (tensor<?xi64>) -> ()
    scf.yield
  }
  return
}

func.func @t26_drive() -> () {
  %v2908 = arith.constant dense<[14, 2, 36, -8, 34, 15]> : tensor<6xi64>
  func.call @t26(%v2908) : (tensor<6xi64>) -> ()
  return
}

func.func @main() {
  func.call @t26_drive() : () -> ()
  return
}
