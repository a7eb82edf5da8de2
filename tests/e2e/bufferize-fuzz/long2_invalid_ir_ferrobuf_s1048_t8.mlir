// Reduced by tests/bufferize_fuzz.rs (seed 1048, test function @t8, 121 candidates, 91 s).
// Constructs left: call, cf, elementwise, reshape.
// Reproduces [invalid-ir] invalid-ir: 'linalg.generic' op expected operand #N rank (N) to match the result rank of indexing_map (N): with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:85:5: error: 'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)
//       "linalg.generic"(%10, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
//       ^
//   osb.mlir:85:5: note: see current operation: 
//   "linalg.generic"(%9, %9) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
//   ^bb0(%arg0: i64, %arg1: i64):
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

func.func private @t8_c0(%v1441: tensor<3x2xi64>) -> (tensor<6xi64>) {
  %v1442 = tensor.collapse_shape %v1441 [[0, 1]] : tensor<3x2xi64> into tensor<6xi64>
  return %v1442 : tensor<6xi64>
}

func.func @t8() -> () {
  %v1265 = arith.constant 0 : index
  %v1295 = tensor.empty() : tensor<3x2xi64>
  %v1308 = arith.constant dense<[[34, 15], [37, 29], [0, 0]]> : tensor<3x2xi64>
  cf.br ^bb1(%v1265, %v1295, %v1295 : index, tensor<3x2xi64>, tensor<3x2xi64>)
^bb1(%v1437: index, %v1438: tensor<3x2xi64>, %v1439: tensor<3x2xi64>):
  %v1440 = arith.constant false
  cf.cond_br %v1440, ^bb2, ^bb3
^bb2:
  %v1443 = func.call @t8_c0(%v1308) : (tensor<3x2xi64>) -> (tensor<6xi64>)
  %v1452 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1443 : tensor<6xi64>) outs(%v1443 : tensor<6xi64>) {
  ^bb0(%v1444: i64, %v1445: i64):
    linalg.yield %v1444 : i64
  } -> (tensor<6xi64>)
  cf.br ^bb1(%v1437, %v1438, %v1439 : index, tensor<3x2xi64>, tensor<3x2xi64>)
^bb3:
  return
}

func.func @t8_drive() -> () {
  func.call @t8() : () -> ()
  return
}

func.func @main() {
  func.call @t8_drive() : () -> ()
  return
}
