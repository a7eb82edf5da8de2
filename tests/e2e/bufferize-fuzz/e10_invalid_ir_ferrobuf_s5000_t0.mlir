// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t0, 57 candidates, 19 s).
// Constructs left: call, insert, recursion, scf.if.
// Reproduces [invalid-ir] invalid-ir: 'memref.store' op operand #N must be memref of any type values, but got 'T': with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:69:7: error: 'memref.store' op operand #1 must be memref of any type values, but got 'tensor<?xi64>'
//         "memref.store"(%14, %13, %arg3) : (i64, tensor<?xi64>, index) -> ()
//         ^
//   osb.mlir:69:7: note: see current operation: "memref.store"(%3, %2, %arg0) : (i64, tensor<?xi64>, index) -> ()
//   osb.mlir:85:10: error: 'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<?xi64>'
//       %9 = "memref.cast"(%8) : (memref<?xi64>) -> tensor<?xi64>
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

func.func private @t0_c0(%v2: index, %v3: tensor<?xi64>) -> (tensor<?xi64>) {
  %v5 = arith.cmpi eq, %v2, %v2 : index
  %v14 = scf.if %v5 -> (tensor<?xi64>) {
    scf.yield %v3 : tensor<?xi64>
  } else {
    %v10 = func.call @t0_c0_m(%v2, %v3) : (index, tensor<?xi64>) -> (tensor<?xi64>)
    %v11 = arith.constant 0 : i64
    %v13 = tensor.insert %v11 into %v10[%v2] : tensor<?xi64>
    scf.yield %v13 : tensor<?xi64>
  }
  return %v14 : tensor<?xi64>
}

func.func @t0_c0_m(%v15: index, %v16: tensor<?xi64>) -> (tensor<?xi64>) {
  %v21 = func.call @t0_c0(%v15, %v16) : (index, tensor<?xi64>) -> (tensor<?xi64>)
  return %v21 : tensor<?xi64>
}

func.func @t0(%v0: tensor<?xi64>) -> () {
  %v22 = arith.constant 0 : index
  %v23 = func.call @t0_c0(%v22, %v0) : (index, tensor<?xi64>) -> (tensor<?xi64>)
  return
}

func.func @t0_drive() -> () {
  %v52 = arith.constant 3 : index
  %v53 = tensor.empty(%v52) : tensor<?xi64>
  func.call @t0(%v53) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t0_drive() : () -> ()
  return
}
