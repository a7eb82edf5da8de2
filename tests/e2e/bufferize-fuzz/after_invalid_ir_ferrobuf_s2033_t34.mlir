// Reduced by tests/bufferize_fuzz.rs (seed 2033, test function @t34, 86 candidates, 64 s).
// Constructs left: cast, cf, extract_slice, reshape, scf.while.
// Reproduces [invalid-ir] invalid-ir: 'memref.expand_shape' op expected expanded type to be 'T' but found 'T': with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:84:13: error: 'memref.expand_shape' op expected expanded type to be 'memref<1x2xi64>' but found 'memref<1x2xi64, strided<[2, 1]>>'
//         %15 = "memref.expand_shape"(%9) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (memref<2xi64, strided<[1]>>) -> memref<1x2xi64, strided<[2, 1]>>
//               ^
//   osb.mlir:84:13: note: see current operation: %10 = "memref.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 2>}> : (memref<2xi64, strided<[1]>>) -> memref<1x2xi64, strided<[2, 1]>>
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

func.func @t34(%v4843: tensor<?xi64>, %v4844: index) -> () {
  %v4893 = arith.constant dense<33> : tensor<4xi64>
  cf.br ^bb1(%v4844, %v4843 : index, tensor<?xi64>)
^bb1(%v4895: index, %v4896: tensor<?xi64>):
  %v4898 = arith.constant false
  cf.cond_br %v4898, ^bb2, ^bb3
^bb2:
  %v4899 = tensor.extract_slice %v4893[0] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %v4924, %v4925, %v4926 = scf.while (%v4904 = %v4844, %v4902 = %v4893, %v4903 = %v4843) : (index, tensor<4xi64>, tensor<?xi64>) -> (index, tensor<4xi64>, tensor<?xi64>) {
    %v4905 = arith.constant false
    scf.condition(%v4905) %v4904, %v4902, %v4903 : index, tensor<4xi64>, tensor<?xi64>
  } do {
  ^bb0(%v4908: index, %v4906: tensor<4xi64>, %v4907: tensor<?xi64>):
    %v4922 = tensor.expand_shape %v4899 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    scf.yield %v4908, %v4893, %v4907 : index, tensor<4xi64>, tensor<?xi64>
  }
  cf.br ^bb1(%v4895, %v4843 : index, tensor<?xi64>)
^bb3:
  return
}

func.func @t34_drive() -> () {
  %v5006 = arith.constant dense<18> : tensor<2xi64>
  %v5007 = tensor.cast %v5006 : tensor<2xi64> to tensor<?xi64>
  %v5008 = arith.constant 0 : index
  func.call @t34(%v5007, %v5008) : (tensor<?xi64>, index) -> ()
  return
}

func.func @main() {
  func.call @t34_drive() : () -> ()
  return
}
