// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t15, 97 candidates, 31 s).
// Constructs left: call, recursion, scf.if.
// Reproduces [invalid-ir] invalid-ir: 'memref.cast' op result #N must be ranked or unranked memref of any type values, but got 'T': with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:70:12: error: 'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<6xi64>'
//         %9 = "memref.cast"(%8) : (memref<6xi64>) -> tensor<6xi64>
//              ^
//   osb.mlir:70:12: note: see current operation: %3 = "memref.cast"(%2) : (memref<6xi64>) -> tensor<6xi64>
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

func.func private @t15_c0(%v2172: index, %v2173: tensor<6xi64>) -> (tensor<6xi64>) {
  %v2175 = arith.cmpi eq, %v2172, %v2172 : index
  %v2197 = scf.if %v2175 -> (tensor<6xi64>) {
    scf.yield %v2173 : tensor<6xi64>
  } else {
    %v2196 = func.call @t15_c0(%v2172, %v2173) : (index, tensor<6xi64>) -> (tensor<6xi64>)
    scf.yield %v2196 : tensor<6xi64>
  }
  return %v2197 : tensor<6xi64>
}

func.func @t15(%v2114: tensor<6xi64>, %v2116: index) -> () {
  %v2199 = func.call @t15_c0(%v2116, %v2114) : (index, tensor<6xi64>) -> (tensor<6xi64>)
  return
}

func.func @t15_drive() -> () {
  %v2252 = arith.constant dense<[7, 15, 29, 19, 30, 5]> : tensor<6xi64>
  %v2254 = arith.constant 0 : index
  func.call @t15(%v2252, %v2254) : (tensor<6xi64>, index) -> ()
  return
}

func.func @main() {
  func.call @t15_drive() : () -> ()
  return
}
