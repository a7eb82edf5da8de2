// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t8, 37 candidates, 15 s).
// Constructs left: call, reshape.
// Reproduces [invalid-ir] invalid-ir: 'memref.copy' op requires the same shape for all operands: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:77:5: error: 'memref.copy' op requires the same shape for all operands
//       "memref.copy"(%arg0, %8) : (memref<4xi64, strided<[?], offset: ?>>, memref<?x?xi64>) -> ()
//       ^
//   osb.mlir:77:5: note: see current operation: "memref.copy"(%arg0, %5) : (memref<4xi64, strided<[?], offset: ?>>, memref<?x?xi64>) -> ()
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

func.func @t8_c0(%v1228: tensor<4xi64>) -> (tensor<2x2xi64>) {
  %v1229 = tensor.expand_shape %v1228 [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  return %v1229 : tensor<2x2xi64>
}

func.func @t8(%v1202: tensor<4xi64>) -> () {
  %v1230 = func.call @t8_c0(%v1202) : (tensor<4xi64>) -> (tensor<2x2xi64>)
  %p1230_2608 = tensor.cast %v1230 : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%p1230_2608) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t8_drive() -> () {
  %v1276 = arith.constant dense<1> : tensor<4xi64>
  func.call @t8(%v1276) : (tensor<4xi64>) -> ()
  return
}

func.func @main() {
  func.call @t8_drive() : () -> ()
  return
}
