// Reduced by tests/bufferize_fuzz.rs (seed 5001, test function @t18, 130 candidates, 38 s).
// Constructs left: call, reshape, vector.
// Reproduces [rejects-what-upstream-accepts] rejected: expected the number of strides to match the rank: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: expected the number of strides to match the rank
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

func.func private @t18_c2(%v2569: tensor<2x2xi64>) -> (tensor<4xi64>) {
  %v2570 = tensor.collapse_shape %v2569 [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  return %v2570 : tensor<4xi64>
}

func.func @t18(%v2454: tensor<2x2xi64>) -> () {
  %v2457 = arith.constant 0 : index
  %v2485 = arith.constant 11 : i64
  %v2571 = func.call @t18_c2(%v2454) : (tensor<2x2xi64>) -> (tensor<4xi64>)
  %p2571_2408 = tensor.cast %v2571 : tensor<4xi64> to tensor<?xi64>
  func.call @show1(%p2571_2408) : (tensor<?xi64>) -> ()
  %v2587 = arith.constant dense<1> : tensor<2x3xi64>
  %v2595 = vector.transfer_read %v2587[%v2457, %v2457], %v2485 {in_bounds = [true]} : tensor<2x3xi64>, vector<1xi64>
  return
}

func.func @t18_drive() -> () {
  %v2613 = arith.constant dense<1> : tensor<2x2xi64>
  func.call @t18(%v2613) : (tensor<2x2xi64>) -> ()
  return
}

func.func @main() {
  func.call @t18_drive() : () -> ()
  return
}
