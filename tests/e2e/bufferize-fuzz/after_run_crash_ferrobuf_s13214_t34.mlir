// Reduced by tests/bufferize_fuzz.rs (seed 13214, test function @t34, 158 candidates, 72 s).
// Constructs left: cast, fill, scf.for.
// Reproduces [run-crash] run-crash: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: exit None after printing:
// UPSTREAM-FAILS: run-crash
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

func.func @t34() -> () {
  %v4264 = arith.constant 2 : index
  %v4266 = arith.constant 0 : i64
  %v4268 = tensor.splat %v4266[%v4264] : tensor<2x?xi64>
  %v4292 = arith.constant 0 : index
  %v6743 = arith.constant 1 : index
  %v4306 = scf.for %v4294 = %v4292 to %v6743 step %v4264 iter_args(%v4293 = %v4268) -> (tensor<2x?xi64>) {
    %v4304 = arith.constant dense<32> : tensor<2x3xi64>
    %v4305 = tensor.cast %v4304 : tensor<2x3xi64> to tensor<2x?xi64>
    scf.yield %v4305 : tensor<2x?xi64>
  }
  %v4324 = linalg.fill ins(%v4266 : i64) outs(%v4306 : tensor<2x?xi64>) -> tensor<2x?xi64>
  return
}

func.func @t34_drive() -> () {
  func.call @t34() : () -> ()
  return
}

func.func @main() {
  func.call @t34_drive() : () -> ()
  return
}
