// Reduced by tests/bufferize_fuzz.rs (seed 1022, test function @t18, 104 candidates, 81 s).
// Constructs left: call, extract_slice, reshape.
// Reproduces [crash] crash: expected the number of strides to match the rank: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: panic at src/passes/one_shot/types.rs:106:51: index out of bounds: the len is 1 but the index is 1
//   (one-shot: exit Some(1), timeout false)
//   <unknown>:0: error: expected the number of strides to match the rank
//   
//   thread '<unnamed>' (1752) panicked at src/passes/one_shot/types.rs:106:51:
//   index out of bounds: the len is 1 but the index is 1
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

func.func @t18_c0(%v1933: tensor<4xi64>) -> (tensor<2x2xi64>) {
  %v1934 = tensor.expand_shape %v1933 [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  return %v1934 : tensor<2x2xi64>
}

func.func @t18(%v1931: tensor<4xi64>) -> () {
  %v1935 = func.call @t18_c0(%v1931) : (tensor<4xi64>) -> (tensor<2x2xi64>)
  %p1935_2640 = tensor.cast %v1935 : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%p1935_2640) : (tensor<?x?xi64>) -> ()
  %v1936 = arith.constant 1 : index
  %v1987 = arith.constant 0 : index
  %v2063 = tensor.extract_slice %v1935[%v1987, 0] [%v1936, 2] [1, 1] : tensor<2x2xi64> to tensor<?x2xi64>
  return
}

func.func @t18_drive() -> () {
  %v2119 = arith.constant dense<[10, 25, 17, 2]> : tensor<4xi64>
  func.call @t18(%v2119) : (tensor<4xi64>) -> ()
  return
}

func.func @main() {
  func.call @t18_drive() : () -> ()
  return
}
