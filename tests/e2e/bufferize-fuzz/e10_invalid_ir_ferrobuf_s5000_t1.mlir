// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t1, 64 candidates, 25 s).
// Constructs left: call, cast, recursion, scf.if.
// Reproduces [invalid-ir] invalid-ir: 'memref.cast' op result #N must be ranked or unranked memref of any type values, but got 'T': with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:68:11: error: 'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<?xi64>'
//       %13 = "memref.cast"(%12) : (memref<?xi64>) -> tensor<?xi64>
//             ^
//   osb.mlir:68:11: note: see current operation: %3 = "memref.cast"(%2) : (memref<?xi64>) -> tensor<?xi64>
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

func.func private @t1_c0(%v72: index, %v73: tensor<?xi64>) -> (tensor<?xi64>) {
  %v80 = func.call @t1_c0(%v72, %v73) : (index, tensor<?xi64>) -> (tensor<?xi64>)
  return %v80 : tensor<?xi64>
}

func.func @t1(%v58: index) -> () {
  %v61 = arith.constant false
  scf.if %v61 {
    %v70 = arith.constant dense<-7> : tensor<2xi64>
    %v71 = tensor.cast %v70 : tensor<2xi64> to tensor<?xi64>
    %v83 = func.call @t1_c0(%v58, %v71) : (index, tensor<?xi64>) -> (tensor<?xi64>)
    scf.yield
  } else {
    scf.yield
  }
  return
}

func.func @t1_drive() -> () {
  %v230 = arith.constant 2 : index
  func.call @t1(%v230) : (index) -> ()
  return
}

func.func @main() {
  func.call @t1_drive() : () -> ()
  return
}
