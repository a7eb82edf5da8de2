// Reduced by tests/bufferize_fuzz.rs (seed 1016, test function @t26, 163 candidates, 134 s).
// Constructs left: call, insert, reshape.
// Reproduces [invalid-ir] invalid-ir: 'memref.store' op store index operand count not equal to memref rank: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:75:5: error: 'memref.store' op store index operand count not equal to memref rank
//       "memref.store"(%6, %3, %2, %1) : (i64, memref<6xi64>, index, index) -> ()
//       ^
//   osb.mlir:75:5: note: see current operation: "memref.store"(%5, %2, %1, %0) : (i64, memref<6xi64>, index, index) -> ()
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

func.func private @t26_c1(%v4474: tensor<6xi64>) -> (tensor<2x3xi64>) {
  %v4475 = tensor.expand_shape %v4474 [[0, 1]] output_shape [2, 3] : tensor<6xi64> into tensor<2x3xi64>
  return %v4475 : tensor<2x3xi64>
}

func.func @t26() -> () {
  %v4322 = arith.constant 2 : index
  %v4464 = arith.constant 1 : index
  %v4467 = tensor.empty() : tensor<6xi64>
  %v4476 = func.call @t26_c1(%v4467) : (tensor<6xi64>) -> (tensor<2x3xi64>)
  %v4477 = arith.constant 12 : i64
  %v4478 = tensor.insert %v4477 into %v4476[%v4464, %v4322] : tensor<2x3xi64>
  return
}

func.func @t26_drive() -> () {
  func.call @t26() : () -> ()
  return
}

func.func @main() {
  func.call @t26_drive() : () -> ()
  return
}
