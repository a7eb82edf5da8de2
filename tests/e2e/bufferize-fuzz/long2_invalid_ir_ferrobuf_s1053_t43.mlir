// Reduced by tests/bufferize_fuzz.rs (seed 1053, test function @t43, 42 candidates, 26 s).
// Constructs left: call, cast, copy, reshape.
// Reproduces [invalid-ir] invalid-ir: 'linalg.copy' op expected operand #N rank (N) to match the result rank of indexing_map (N): with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:74:5: error: 'linalg.copy' op expected operand #0 rank (1) to match the result rank of indexing_map (2)
//       "linalg.copy"(%25, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
//       ^
//   osb.mlir:74:5: note: see current operation: 
//   "linalg.copy"(%1, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
//   ^bb0(%arg2: i64, %arg3: i64):
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

func.func @t43_c0(%v6652: tensor<3x?xi64>) -> (tensor<?xi64>) {
  %v6653 = tensor.collapse_shape %v6652 [[0, 1]] : tensor<3x?xi64> into tensor<?xi64>
  return %v6653 : tensor<?xi64>
}

func.func @t43(%v6632: tensor<3x?xi64>, %v6633: tensor<6xi64>) -> () {
  %v6654 = func.call @t43_c0(%v6632) : (tensor<3x?xi64>) -> (tensor<?xi64>)
  %v6655 = tensor.cast %v6633 : tensor<6xi64> to tensor<?xi64>
  %v6656 = linalg.copy ins(%v6655 : tensor<?xi64>) outs(%v6654 : tensor<?xi64>) -> tensor<?xi64>
  return
}

func.func @t43_drive() -> () {
  %v6691 = arith.constant 2 : i64
  %v6692 = arith.constant 0 : i64
  %v6693 = arith.constant 7 : i64
  %v6694 = arith.constant 27 : i64
  %v6695 = arith.constant 19 : i64
  %v6696 = tensor.from_elements %v6691, %v6692, %v6693, %v6692, %v6694, %v6695 : tensor<3x2xi64>
  %v6697 = tensor.cast %v6696 : tensor<3x2xi64> to tensor<3x?xi64>
  %v6698 = arith.constant -6 : i64
  %v6699 = arith.constant 10 : i64
  %v6700 = arith.constant 2 : i64
  %v6703 = arith.constant 0 : i64
  %v6704 = tensor.from_elements %v6692, %v6694, %v6698, %v6699, %v6700, %v6703 : tensor<6xi64>
  func.call @t43(%v6697, %v6704) : (tensor<3x?xi64>, tensor<6xi64>) -> ()
  return
}

func.func @main() {
  func.call @t43_drive() : () -> ()
  return
}
