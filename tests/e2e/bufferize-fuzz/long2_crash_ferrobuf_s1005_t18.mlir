// Reduced by tests/bufferize_fuzz.rs (seed 1005, test function @t18, 68 candidates, 36 s).
// Constructs left: call, cast, elementwise, reshape.
// Reproduces [crash] crash: panic at src/passes/one_shot/rewrite.rs:N:N: index out of bounds: the len is N but the index is N: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: panic at src/passes/one_shot/rewrite.rs:208:21: index out of bounds: the len is 1 but the index is 1
//   (one-shot: exit Some(1), timeout false)
//   
//   thread '<unnamed>' (30816) panicked at src/passes/one_shot/rewrite.rs:208:21:
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

func.func @t18_c1(%v2723: tensor<?xi64>) -> (tensor<?x2xi64>) {
  %v2724 = arith.constant 2 : index
  %v2725 = tensor.expand_shape %v2723 [[0, 1]] output_shape [%v2724, 2] : tensor<?xi64> into tensor<?x2xi64>
  return %v2725 : tensor<?x2xi64>
}

func.func @t18(%v2638: tensor<?xi64>) -> () {
  %v2641 = tensor.cast %v2638 : tensor<?xi64> to tensor<4xi64>
  %v2648 = tensor.generate  {
  ^bb0(%v2642: index):
    %v2643 = arith.constant 0 : i64
    tensor.yield %v2643 : i64
  } : tensor<4xi64>
  %v2649 = arith.constant 4 : index
  %v2650 = tensor.empty(%v2649) : tensor<?xi64>
  %v2651 = linalg.mul ins(%v2641, %v2648 : tensor<4xi64>, tensor<4xi64>) outs(%v2650 : tensor<?xi64>) -> tensor<?xi64>
  %v2726 = func.call @t18_c1(%v2651) : (tensor<?xi64>) -> (tensor<?x2xi64>)
  %p2726_3091 = tensor.cast %v2726 : tensor<?x2xi64> to tensor<?x?xi64>
  func.call @show2(%p2726_3091) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t18_drive() -> () {
  %v2805 = arith.constant dense<-7> : tensor<4xi64>
  %v2806 = tensor.cast %v2805 : tensor<4xi64> to tensor<?xi64>
  func.call @t18(%v2806) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t18_drive() : () -> ()
  return
}
