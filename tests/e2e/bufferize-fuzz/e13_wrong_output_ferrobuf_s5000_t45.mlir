// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t45, 174 candidates, 76 s).
// Constructs left: cf, fill.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0, 0, 0, 0
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

func.func @t45(%v7697: tensor<4xi64>, %v7698: tensor<2x3xi64>) -> () {
  %v7699 = arith.constant 2 : index
  %v7700 = arith.constant 0 : i64
  cf.br ^bb1(%v7699, %v7697 : index, tensor<4xi64>)
^bb1(%v7792: index, %v7793: tensor<4xi64>):
  %v7795 = arith.constant false
  cf.cond_br %v7795, ^bb2, ^bb3
^bb2:
  cf.br ^bb4(%v7697 : tensor<4xi64>)
^bb3:
  %p7698_2321 = tensor.cast %v7698 : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%p7698_2321) : (tensor<?x?xi64>) -> ()
  return
^bb4(%v7799: tensor<4xi64>):
  %v7802 = linalg.fill ins(%v7700 : i64) outs(%v7698 : tensor<2x3xi64>) -> tensor<2x3xi64>
  cf.br ^bb1(%v7792, %v7793 : index, tensor<4xi64>)
}

func.func @t45_drive() -> () {
  %v7829 = arith.constant dense<1> : tensor<4xi64>
  %v7833 = arith.constant dense<1> : tensor<2x3xi64>
  func.call @t45(%v7829, %v7833) : (tensor<4xi64>, tensor<2x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t45_drive() : () -> ()
  return
}
