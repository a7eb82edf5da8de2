// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t4, 44 candidates, 34 s).
// Constructs left: cast, insert_slice.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=1},ferrobuf-buffer-deallocation-pipeline
// prints
//   19, 16, -9, 19, 29
//   19, 16, -9, 19, 29, 30
// instead of (value semantics)
//   19, 16, -9, 19, 29
//   30, 30, 30, 30, 30, 30
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

func.func @t4(%v473: tensor<6xi64>) -> (tensor<?xi64>) {
  %v477 = arith.constant dense<[19, 16, -9, 19, 29]> : tensor<5xi64>
  %v478 = tensor.cast %v477 : tensor<5xi64> to tensor<?xi64>
  %v479 = tensor.cast %v478 : tensor<?xi64> to tensor<5xi64>
  %v480 = tensor.insert_slice %v479 into %v473[0] [5] [1] : tensor<5xi64> into tensor<6xi64>
  return %v478 : tensor<?xi64>
}

func.func @t4_drive() -> () {
  %v548 = tensor.generate  {
  ^bb0(%v542: index):
    %v543 = arith.constant 30 : i64
    %v544 = arith.constant 0 : i64
    %v545 = arith.constant 3 : i64
    %v546 = arith.constant 0 : i64
    tensor.yield %v543 : i64
  } : tensor<6xi64>
  %v549 = arith.constant 2 : index
  %v550 = func.call @t4(%v548) : (tensor<6xi64>) -> (tensor<?xi64>)
  func.call @show1(%v550) : (tensor<?xi64>) -> ()
  %p548_2858 = tensor.cast %v548 : tensor<6xi64> to tensor<?xi64>
  func.call @show1(%p548_2858) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t4_drive() : () -> ()
  return
}
