// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t2, 157 candidates, 40 s).
// Constructs left: cast, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   -8, -8, -8, -8, -8, -8, -8, -8, -8
// instead of (value semantics)
//   1, 1, 1, 1, 1, 1, 1, 1, 1
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

func.func @t2() -> () {
  %v268 = arith.constant -8 : i64
  %v274 = arith.constant dense<1> : tensor<3x3xi64>
  %v275 = tensor.cast %v274 : tensor<3x3xi64> to tensor<?x3xi64>
  %v284, %v285 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v275 : tensor<?x3xi64>) outs(%v275, %v275 : tensor<?x3xi64>, tensor<?x3xi64>) {
  ^bb0(%v277: i64, %v278: i64, %v279: i64):
    linalg.yield %v278, %v268 : i64, i64
  } -> (tensor<?x3xi64>, tensor<?x3xi64>)
  %p284_2600 = tensor.cast %v284 : tensor<?x3xi64> to tensor<?x?xi64>
  func.call @show2(%p284_2600) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t2_drive() -> () {
  func.call @t2() : () -> ()
  return
}

func.func @main() {
  func.call @t2_drive() : () -> ()
  return
}
