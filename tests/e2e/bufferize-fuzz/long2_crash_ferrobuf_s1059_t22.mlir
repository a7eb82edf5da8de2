// Reduced by tests/bufferize_fuzz.rs (seed 1059, test function @t22, 98 candidates, 67 s).
// Constructs left: call, extract_slice, reshape, scf.forall.
// Reproduces [crash] crash: panic at src/passes/one_shot/types.rs:N:N: index out of bounds: the len is N but the index is N: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: panic at src/passes/one_shot/types.rs:106:51: index out of bounds: the len is 1 but the index is 1
//   (one-shot: exit Some(1), timeout false)
//   
//   thread '<unnamed>' (481) panicked at src/passes/one_shot/types.rs:106:51:
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

func.func private @t22_c0(%v3069: tensor<4xi64>) -> (tensor<2x2xi64>) {
  %v3070 = tensor.expand_shape %v3069 [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  return %v3070 : tensor<2x2xi64>
}

func.func @t22() -> () {
  %v3035 = arith.constant 0 : index
  %v3036 = arith.constant dense<[5, 38, 27, 17]> : tensor<4xi64>
  %v3071 = func.call @t22_c0(%v3036) : (tensor<4xi64>) -> (tensor<2x2xi64>)
  %v3105 = arith.constant dense<34> : tensor<2xi64>
  %v3119 = scf.forall (%v3106) in (2) shared_outs(%v3107 = %v3105) -> (tensor<2xi64>) {
    %v3109 = tensor.extract_slice %v3071[%v3035, %v3035] [2, 2] [1, 1] : tensor<2x2xi64> to tensor<2x2xi64>
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @t22_drive() -> () {
  func.call @t22() : () -> ()
  return
}

func.func @main() {
  func.call @t22_drive() : () -> ()
  return
}
