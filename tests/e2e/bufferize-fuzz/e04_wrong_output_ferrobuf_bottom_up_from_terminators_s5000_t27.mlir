// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t27, 78 candidates, 37 s).
// Constructs left: call, fill.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0, 0
// instead of (value semantics)
//   39, 39, 0, 39
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

func.func @t27_c0(%v3123: tensor<4xi64>) -> (tensor<4xi64>) {
  %v3126 = arith.constant 0 : i64
  %v3127 = linalg.fill ins(%v3126 : i64) outs(%v3123 : tensor<4xi64>) -> tensor<4xi64>
  return %v3127 : tensor<4xi64>
}

func.func @t27() -> (tensor<4xi64>) {
  %v3101 = arith.constant 0 : i64
  %v3105 = arith.constant 39 : i64
  %v3111 = tensor.from_elements %v3105, %v3105, %v3101, %v3105 : tensor<4xi64>
  %v3132 = func.call @t27_c0(%v3111) : (tensor<4xi64>) -> (tensor<4xi64>)
  %p3111_2458 = tensor.cast %v3111 : tensor<4xi64> to tensor<?xi64>
  func.call @show1(%p3111_2458) : (tensor<?xi64>) -> ()
  return %v3132 : tensor<4xi64>
}

func.func @t27_drive() -> () {
  %v3135 = func.call @t27() : () -> (tensor<4xi64>)
  return
}

func.func @main() {
  func.call @t27_drive() : () -> ()
  return
}
