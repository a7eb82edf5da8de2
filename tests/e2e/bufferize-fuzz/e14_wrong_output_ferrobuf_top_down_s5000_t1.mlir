// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t1, 177 candidates, 56 s).
// Constructs left: fill, scf.forall.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   -6, -6
// instead of (value semantics)
//   29, 29
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

func.func @t1() -> () {
  %v44 = arith.constant dense<29> : tensor<2xi64>
  %v57 = scf.forall (%v45) in (2) shared_outs(%v46 = %v44) -> (tensor<2xi64>) {
    scf.forall.in_parallel {
    }
  }
  %v106 = arith.constant -6 : i64
  %v217 = linalg.fill ins(%v106 : i64) outs(%v57 : tensor<2xi64>) -> tensor<2xi64>
  %p57_2267 = tensor.cast %v57 : tensor<2xi64> to tensor<?xi64>
  func.call @show1(%p57_2267) : (tensor<?xi64>) -> ()
  return
}

func.func @t1_drive() -> () {
  func.call @t1() : () -> ()
  return
}

func.func @main() {
  func.call @t1_drive() : () -> ()
  return
}
