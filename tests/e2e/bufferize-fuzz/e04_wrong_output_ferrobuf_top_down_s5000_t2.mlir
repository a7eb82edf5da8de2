// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t2, 79 candidates, 35 s).
// Constructs left: cast, insert.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// prints
//   -4, 20, 20, 20, -4, -4
// instead of (value semantics)
//   20, 20, 20, 20, -4, -4
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
  %v208 = arith.constant 0 : index
  %v336 = arith.constant 20 : i64
  %v339 = arith.constant -4 : i64
  %v341 = tensor.from_elements %v336, %v336, %v336, %v336, %v339, %v339 : tensor<6xi64>
  %v342 = tensor.cast %v341 : tensor<6xi64> to tensor<?xi64>
  %v352 = tensor.insert %v339 into %v342[%v208] : tensor<?xi64>
  %p341_2324 = tensor.cast %v341 : tensor<6xi64> to tensor<?xi64>
  func.call @show1(%p341_2324) : (tensor<?xi64>) -> ()
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
