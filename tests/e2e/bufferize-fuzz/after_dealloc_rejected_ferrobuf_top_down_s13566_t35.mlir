// Reduced by tests/bufferize_fuzz.rs (seed 13566, test function @t35, 130 candidates, 62 s).
// Constructs left: call, extract_slice, fill, reshape.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t35_c0 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func @t35_c0(%v5028: tensor<3x3xi64>) -> (tensor<1x1xi64>) {
  %v5029 = tensor.extract_slice %v5028[1, 1] [1, 1] [1, 1] : tensor<3x3xi64> to tensor<1x1xi64>
  return %v5029 : tensor<1x1xi64>
}

func.func @t35(%v5026: tensor<3x3xi64>) -> () {
  %v5030 = func.call @t35_c0(%v5026) : (tensor<3x3xi64>) -> (tensor<1x1xi64>)
  %v5032 = arith.constant 0 : i64
  %v5033 = linalg.fill ins(%v5032 : i64) outs(%v5030 : tensor<1x1xi64>) -> tensor<1x1xi64>
  %v5101 = tensor.collapse_shape %v5026 [[0, 1]] : tensor<3x3xi64> into tensor<9xi64>
  return
}

func.func @t35_drive() -> () {
  %v5122 = arith.constant dense<1> : tensor<3x3xi64>
  func.call @t35(%v5122) : (tensor<3x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t35_drive() : () -> ()
  return
}
