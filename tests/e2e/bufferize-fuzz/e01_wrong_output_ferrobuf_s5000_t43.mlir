// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t43, 54 candidates, 23 s).
// Constructs left: fill, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   13, 13, 13, 13, 13, 13
// instead of (value semantics)
//   21, 21, 21, 21, 21, 21
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

func.func @t43(%v4475: tensor<?x?xi64>) -> () {
  %v4482 = arith.constant 13 : i64
  %v4486 = tensor.from_elements %v4482, %v4482, %v4482, %v4482, %v4482, %v4482 : tensor<2x3xi64>
  %v4498, %v4499 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4475, %v4486 : tensor<?x?xi64>, tensor<2x3xi64>) outs(%v4486, %v4486 : tensor<2x3xi64>, tensor<2x3xi64>) {
  ^bb0(%v4487: i64, %v4488: i64, %v4489: i64, %v4490: i64):
    linalg.yield %v4487, %v4488 : i64, i64
  } -> (tensor<2x3xi64>, tensor<2x3xi64>)
  %p4498_2672 = tensor.cast %v4498 : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @show2(%p4498_2672) : (tensor<?x?xi64>) -> ()
  return
}

func.func @t43_drive() -> () {
  %v4560 = arith.constant 2 : index
  %v4561 = arith.constant 3 : index
  %v4562 = tensor.empty(%v4560, %v4561) : tensor<?x?xi64>
  %v4563 = arith.constant 21 : i64
  %v4564 = linalg.fill ins(%v4563 : i64) outs(%v4562 : tensor<?x?xi64>) -> tensor<?x?xi64>
  func.call @t43(%v4564) : (tensor<?x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t43_drive() : () -> ()
  return
}
