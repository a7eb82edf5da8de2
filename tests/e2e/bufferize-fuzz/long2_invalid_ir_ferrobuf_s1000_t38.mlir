// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t38, 106 candidates, 59 s).
// Constructs left: call, cf, reshape.
// Reproduces [invalid-ir] invalid-ir: 'memref.copy' op requires the same shape for all operands: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:82:5: error: 'memref.copy' op requires the same shape for all operands
//       "memref.copy"(%arg0, %12) : (memref<3x3xi64, strided<[?, ?], offset: ?>>, memref<?xi64>) -> ()
//       ^
//   osb.mlir:82:5: note: see current operation: "memref.copy"(%arg0, %9) : (memref<3x3xi64, strided<[?, ?], offset: ?>>, memref<?xi64>) -> ()
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

func.func @t38_c1(%v5364: tensor<3x3xi64>) -> (tensor<9xi64>) {
  %v5365 = tensor.collapse_shape %v5364 [[0, 1]] : tensor<3x3xi64> into tensor<9xi64>
  return %v5365 : tensor<9xi64>
}

func.func @t38(%v5347: tensor<3x3xi64>) -> () {
  %v5348 = arith.constant 0 : index
  %v5349 = arith.constant 0 : i64
  cf.br ^bb1(%v5348, %v5347, %v5347 : index, tensor<3x3xi64>, tensor<3x3xi64>)
^bb1(%v5352: index, %v5353: tensor<3x3xi64>, %v5354: tensor<3x3xi64>):
  %v5356 = arith.constant false
  cf.cond_br %v5356, ^bb2, ^bb3
^bb2:
  %v5366 = func.call @t38_c1(%v5347) : (tensor<3x3xi64>) -> (tensor<9xi64>)
  %p5366_2896 = tensor.cast %v5366 : tensor<9xi64> to tensor<?xi64>
  func.call @show1(%p5366_2896) : (tensor<?xi64>) -> ()
  %v5380 = arith.constant 40 : i64
  %v5381 = arith.constant 39 : i64
  %v5382 = arith.constant 0 : i64
  %v5383 = arith.constant 8 : i64
  %v5384 = tensor.from_elements %v5380, %v5349, %v5349, %v5349, %v5349, %v5381, %v5382, %v5380, %v5383 : tensor<3x3xi64>
  %v5385 = tensor.empty() : tensor<3x3xi64>
  cf.br ^bb1(%v5352, %v5384, %v5385 : index, tensor<3x3xi64>, tensor<3x3xi64>)
^bb3:
  return
}

func.func @t38_drive() -> () {
  %v5490 = arith.constant dense<[[10, 20, 14], [27, 39, -3], [3, 0, 10]]> : tensor<3x3xi64>
  func.call @t38(%v5490) : (tensor<3x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t38_drive() : () -> ()
  return
}
