// Reduced by tests/bufferize_fuzz.rs (seed 1004, test function @t8, 103 candidates, 79 s).
// Constructs left: call, cast, reshape.
// Reproduces [invalid-ir] invalid-ir: 'memref.load' op incorrect number of indices for load, expected N but got N: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:72:11: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
//       %22 = "memref.load"(%arg3, %21) : (memref<3x6xi64, strided<[?, ?], offset: ?>>, index) -> i64
//             ^
//   osb.mlir:72:11: note: see current operation: %2 = "memref.load"(%arg0, %1) : (memref<3x6xi64, strided<[?, ?], offset: ?>>, index) -> i64
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

func.func @t8_c1(%v763: tensor<3x6xi64>) -> (tensor<18xi64>) {
  %v764 = tensor.collapse_shape %v763 [[0, 1]] : tensor<3x6xi64> into tensor<18xi64>
  return %v764 : tensor<18xi64>
}

func.func private @t8_c0(%v758: tensor<3x6xi64>) -> () {
  %v765 = func.call @t8_c1(%v758) : (tensor<3x6xi64>) -> (tensor<18xi64>)
  %v770 = arith.constant 9 : index
  %v771 = tensor.extract %v765[%v770] : tensor<18xi64>
  return
}

func.func @t8(%v738: tensor<?xi64>) -> () {
  %v755 = arith.constant 6 : index
  %v756 = tensor.empty(%v755) : tensor<3x?xi64>
  %v757 = linalg.broadcast ins(%v738 : tensor<?xi64>) outs(%v756 : tensor<3x?xi64>) dimensions = [0]
  %v789 = tensor.cast %v757 : tensor<3x?xi64> to tensor<3x6xi64>
  func.call @t8_c0(%v789) : (tensor<3x6xi64>) -> ()
  return
}

func.func @t8_drive() -> () {
  %v895 = arith.constant 4 : i64
  %v896 = arith.constant 7 : i64
  %v897 = arith.constant 28 : i64
  %v898 = arith.constant 32 : i64
  %v899 = arith.constant 21 : i64
  %v900 = arith.constant 11 : i64
  %v901 = tensor.from_elements %v895, %v896, %v897, %v898, %v899, %v900 : tensor<6xi64>
  %v902 = tensor.cast %v901 : tensor<6xi64> to tensor<?xi64>
  func.call @t8(%v902) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t8_drive() : () -> ()
  return
}
