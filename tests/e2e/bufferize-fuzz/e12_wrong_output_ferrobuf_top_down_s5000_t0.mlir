// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t0, 34 candidates, 9 s).
// Constructs left: cast, fill, insert_slice.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   1, 1, 33
// instead of (value semantics)
//   33, 33, 33
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

func.func @t0(%v0: tensor<?xi64>) -> () {
  %v2 = arith.constant 0 : index
  %v5 = arith.constant dense<1> : tensor<2xi64>
  %v6 = tensor.insert_slice %v5 into %v0[%v2] [2] [1] : tensor<2xi64> into tensor<?xi64>
  %v7 = tensor.cast %v0 : tensor<?xi64> to tensor<3xi64>
  %p7_2238 = tensor.cast %v7 : tensor<3xi64> to tensor<?xi64>
  func.call @show1(%p7_2238) : (tensor<?xi64>) -> ()
  return
}

func.func @t0_drive() -> () {
  %v12 = arith.constant 3 : index
  %v13 = tensor.empty(%v12) : tensor<?xi64>
  %v14 = arith.constant 33 : i64
  %v15 = linalg.fill ins(%v14 : i64) outs(%v13 : tensor<?xi64>) -> tensor<?xi64>
  func.call @t0(%v15) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t0_drive() : () -> ()
  return
}
