// Reduced by tests/bufferize_fuzz.rs (seed 1003, test function @t14, 54 candidates, 41 s).
// Constructs left: call, extract_slice, reshape, scf.forall.
// Reproduces [invalid-ir] invalid-ir: expected N offset values, got N: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:83:13: error: expected 2 offset values, got 1
//         %10 = "memref.subview"(%arg1, %9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?x?xi64, strided<[?, ?], offset: ?>>, index) -> memref<1xi64, strided<[?], offset: ?>>
//               ^
//   osb.mlir:83:13: note: see current operation: %5 = "memref.subview"(%arg0, %4) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?x?xi64, strided<[?, ?], offset: ?>>, index) -> memref<1xi64, strided<[?], offset: ?>>
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

func.func @t14_c0(%v2148: tensor<?x?xi64>) -> (tensor<?xi64>) {
  %v2149 = tensor.collapse_shape %v2148 [[0, 1]] : tensor<?x?xi64> into tensor<?xi64>
  return %v2149 : tensor<?xi64>
}

func.func @t14(%v2139: tensor<?x?xi64>) -> () {
  %v2150 = func.call @t14_c0(%v2139) : (tensor<?x?xi64>) -> (tensor<?xi64>)
  %v2156 = arith.constant dense<[[-3, -6], [39, -5], [15, 17]]> : tensor<3x2xi64>
  %v2180 = tensor.collapse_shape %v2156 [[0, 1]] : tensor<3x2xi64> into tensor<6xi64>
  %v2203 = scf.forall (%v2181) in (2) shared_outs(%v2182 = %v2180) -> (tensor<6xi64>) {
    %v2183 = arith.constant 2 : index
    %v2186 = tensor.extract_slice %v2150[%v2183] [1] [1] : tensor<?xi64> to tensor<1xi64>
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @t14_drive() -> () {
  %v2205 = arith.constant 38 : i64
  %v2206 = arith.constant 2 : index
  %v2207 = tensor.splat %v2205[%v2206, %v2206] : tensor<?x?xi64>
  func.call @t14(%v2207) : (tensor<?x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t14_drive() : () -> ()
  return
}
