// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t1, 82 candidates, 24 s).
// Constructs left: cast, fill.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   25, 25, 25, 25
// instead of (value semantics)
//   22, 22, 22, 22
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

func.func @t1(%v36: tensor<?x2xi64>) -> () {
  %v38 = arith.constant 25 : i64
  %v119 = linalg.fill ins(%v38 : i64) outs(%v36 : tensor<?x2xi64>) -> tensor<?x2xi64>
  return
}

func.func @t1_drive() -> () {
  %v134 = arith.constant 22 : i64
  %v137 = tensor.from_elements %v134, %v134, %v134, %v134 : tensor<2x2xi64>
  %v138 = tensor.cast %v137 : tensor<2x2xi64> to tensor<?x2xi64>
  func.call @t1(%v138) : (tensor<?x2xi64>) -> ()
  %p138_2396 = tensor.cast %v138 : tensor<?x2xi64> to tensor<?x?xi64>
  func.call @show2(%p138_2396) : (tensor<?x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t1_drive() : () -> ()
  return
}
