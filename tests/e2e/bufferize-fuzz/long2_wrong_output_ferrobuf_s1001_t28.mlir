// Reduced by tests/bufferize_fuzz.rs (seed 1001, test function @t28, 51 candidates, 41 s).
// Constructs left: cast, elementwise, fill, insert_slice, scf.for, scf.while.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   15, 10, -10
//   7, 15, -15
//   -16, 28, -10
//   -24, 33, -15
//   -16, 10, 18
//   -24, 15, 13
// instead of (value semantics)
//   15, 10, -10
//   15, 10, -10
//   -16, 28, -10
//   -16, 28, -10
//   -16, 10, 18
//   -16, 10, 18
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

func.func @t28() -> () {
  %v5670 = arith.constant 0 : index
  %v5671 = arith.constant dense<[-8, 5, -5]> : tensor<3xi64>
  %v5672 = tensor.cast %v5671 : tensor<3xi64> to tensor<?xi64>
  %v5701, %v5702 = scf.while (%v5674 = %v5670, %v5673 = %v5672) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
    %v5678 = arith.constant 3 : index
    %v5679 = arith.cmpi slt, %v5674, %v5678 : index
    scf.condition(%v5679) %v5674, %v5673 : index, tensor<?xi64>
  } do {
  ^bb0(%v5681: index, %v5680: tensor<?xi64>):
    %v5682 = arith.constant 1 : index
    %v5683 = tensor.empty(%v5682) : tensor<?xi64>
    %v5684 = arith.constant 23 : i64
    %v5685 = linalg.fill ins(%v5684 : i64) outs(%v5683 : tensor<?xi64>) -> tensor<?xi64>
    %v5686 = tensor.insert_slice %v5685 into %v5671[%v5681] [%v5682] [1] : tensor<?xi64> into tensor<3xi64>
    %v5687 = arith.constant 2 : index
    %v5695 = scf.for %v5689 = %v5670 to %v5687 step %v5682 iter_args(%v5688 = %v5671) -> (tensor<3xi64>) {
      %v5690 = linalg.add ins(%v5686, %v5671 : tensor<3xi64>, tensor<3xi64>) outs(%v5686 : tensor<3xi64>) -> tensor<3xi64>
      %p5690_3283 = tensor.cast %v5690 : tensor<3xi64> to tensor<?xi64>
      func.call @show1(%p5690_3283) : (tensor<?xi64>) -> ()
      scf.yield %v5688 : tensor<3xi64>
    }
    %v5696 = arith.addi %v5681, %v5682 : index
    %v5697 = arith.constant 0 : i64
    %v5698 = arith.constant 0 : i64
    %v5699 = tensor.from_elements %v5697, %v5698, %v5697 : tensor<3xi64>
    %v5700 = tensor.cast %v5699 : tensor<3xi64> to tensor<?xi64>
    scf.yield %v5696, %v5700 : index, tensor<?xi64>
  }
  return
}

func.func @t28_drive() -> () {
  func.call @t28() : () -> ()
  return
}

func.func @main() {
  func.call @t28_drive() : () -> ()
  return
}
