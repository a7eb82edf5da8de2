// Reduced by tests/bufferize_fuzz.rs (seed 1001, test function @t34, 109 candidates, 55 s).
// Constructs left: cast, elementwise, extract_slice, scf.for, scf.if.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   -9, -9
//   -9, -9
// instead of (value semantics)
//   -9, -9
//   0, 0
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

func.func @t34(%v6972: tensor<4xi64>) -> () {
  %v6973 = arith.constant 4 : index
  %v6974 = tensor.empty(%v6973) : tensor<?x3xi64>
  %v6981 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6972 : tensor<4xi64>) outs(%v6974 : tensor<?x3xi64>) {
  ^bb0(%v6975: i64, %v6976: i64):
    %v6978 = arith.constant 0 : i64
    linalg.yield %v6978 : i64
  } -> (tensor<?x3xi64>)
  %v7007 = arith.constant 0 : index
  %v7008 = arith.constant 1 : index
  %v7009 = tensor.extract_slice %v6981[%v7007, %v7008] [1, 2] [1, 1] : tensor<?x3xi64> to tensor<1x2xi64>
  %v7012 = arith.constant -9 : i64
  %v7034 = tensor.cast %v7009 : tensor<1x2xi64> to tensor<?x2xi64>
  %v9408 = arith.constant 2 : index
  scf.for %v7047 = %v7007 to %v9408 step %v7008 {
    %v7048 = arith.cmpi sge, %v7047, %v7008 : index
    %v7054, %v7055 = scf.if %v7048 -> (tensor<?x2xi64>, i64) {
      %v7053 = arith.constant 0 : i64
      scf.yield %v7034, %v7053 : tensor<?x2xi64>, i64
    } else {
      %v7049 = arith.constant -9 : i64
      %v7050 = tensor.from_elements %v7049, %v7012 : tensor<1x2xi64>
      %v7051 = linalg.sub ins(%v7050, %v7009 : tensor<1x2xi64>, tensor<1x2xi64>) outs(%v7034 : tensor<?x2xi64>) -> tensor<?x2xi64>
      %v7052 = arith.constant 0 : i64
      scf.yield %v7051, %v7052 : tensor<?x2xi64>, i64
    }
    %p7054_3407 = tensor.cast %v7054 : tensor<?x2xi64> to tensor<?x?xi64>
    func.call @show2(%p7054_3407) : (tensor<?x?xi64>) -> ()
    scf.yield
  }
  return
}

func.func @t34_drive() -> () {
  %v7058 = arith.constant dense<[36, 29, 31, 40]> : tensor<4xi64>
  func.call @t34(%v7058) : (tensor<4xi64>) -> ()
  return
}

func.func @main() {
  func.call @t34_drive() : () -> ()
  return
}
