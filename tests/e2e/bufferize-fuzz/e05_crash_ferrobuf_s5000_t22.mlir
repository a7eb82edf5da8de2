// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t22, 89 candidates, 35 s).
// Constructs left: call, fill, reshape.
// Reproduces [crash] crash: panic at src/passes/one_shot/rewrite.rs:N:N: index out of bounds: the len is N but the index is N: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: panic at src/passes/one_shot/rewrite.rs:208:21: index out of bounds: the len is 1 but the index is 1
//   (one-shot: exit Some(1), timeout false)
//   
//   thread '<unnamed>' (27027) panicked at src/passes/one_shot/rewrite.rs:208:21:
//   index out of bounds: the len is 1 but the index is 1
//   stack backtrace:
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

func.func @t22_c0(%v1926: tensor<?xi64>) -> (tensor<?x2xi64>) {
  %v1927 = arith.constant 1 : index
  %v1928 = tensor.expand_shape %v1926 [[0, 1]] output_shape [%v1927, 2] : tensor<?xi64> into tensor<?x2xi64>
  return %v1928 : tensor<?x2xi64>
}

func.func @t22(%v1863: index) -> () {
  %v1866 = arith.constant 0 : i64
  %v1903 = tensor.empty(%v1863) : tensor<?xi64>
  %v1904 = linalg.fill ins(%v1866 : i64) outs(%v1903 : tensor<?xi64>) -> tensor<?xi64>
  %v1929 = func.call @t22_c0(%v1904) : (tensor<?xi64>) -> (tensor<?x2xi64>)
  %p1929_2834 = tensor.cast %v1929 : tensor<?x2xi64> to tensor<?x?xi64>
  func.call @show2(%p1929_2834) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t22_drive() -> () {
  %v1934 = arith.constant 2 : index
  func.call @t22(%v1934) : (index) -> ()
  return
}

func.func @main() {
  func.call @t22_drive() : () -> ()
  return
}
