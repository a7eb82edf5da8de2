// Reduced by tests/bufferize_fuzz.rs (seed 5000, test function @t6, 61 candidates, 23 s).
// Constructs left: call, copy, extract_slice, reshape.
// Reproduces [invalid-ir] invalid-ir: 'linalg.copy' op expected operand #N rank (N) to match the result rank of indexing_map (N): with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:84:5: error: 'linalg.copy' op expected operand #0 rank (2) to match the result rank of indexing_map (1)
//       "linalg.copy"(%3, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
//       ^
//   osb.mlir:84:5: note: see current operation: 
//   "linalg.copy"(%0, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
//   ^bb0(%arg1: i64, %arg2: i64):
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

func.func @t6_c0(%v574: tensor<2x3xi64>) -> (tensor<?x2xi64>) {
  %v575 = arith.constant 0 : index
  %v577 = tensor.extract_slice %v574[%v575, 0] [%v575, 2] [1, 1] : tensor<2x3xi64> to tensor<?x2xi64>
  return %v577 : tensor<?x2xi64>
}

func.func @t6_c1(%v607: tensor<?x2xi64>) -> (tensor<?xi64>) {
  %v608 = tensor.collapse_shape %v607 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
  return %v608 : tensor<?xi64>
}

func.func @t6(%v573: tensor<2x3xi64>) -> () {
  %v578 = func.call @t6_c0(%v573) : (tensor<2x3xi64>) -> (tensor<?x2xi64>)
  %v609 = func.call @t6_c1(%v578) : (tensor<?x2xi64>) -> (tensor<?xi64>)
  %v615 = linalg.copy ins(%v609 : tensor<?xi64>) outs(%v609 : tensor<?xi64>) -> tensor<?xi64>
  func.call @show1(%v609) : (tensor<?xi64>) -> ()
  return
}

func.func @t6_drive() -> () {
  %v629 = arith.constant dense<1> : tensor<2x3xi64>
  func.call @t6(%v629) : (tensor<2x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t6_drive() : () -> ()
  return
}
