// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t42, 273 candidates, 90 s).
// Constructs left: scf.while, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   -4, 0
// instead of (value semantics)
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

func.func @t42(%v6029: index) -> () {
  %v6031 = arith.constant -4 : i64
  %v6032 = arith.constant 0 : i64
  %v6033 = tensor.from_elements %v6031, %v6032 : tensor<2xi64>
  %v6041 = arith.constant dense<1> : tensor<8xi64>
  %v6072 = arith.constant 0 : index
  %v6114, %v6115 = scf.while (%v6074 = %v6072, %v6073 = %v6041) : (index, tensor<8xi64>) -> (index, tensor<8xi64>) {
    %v6078 = arith.cmpi slt, %v6074, %v6029 : index
    scf.condition(%v6078) %v6074, %v6073 : index, tensor<8xi64>
  } do {
  ^bb0(%v6080: index, %v6079: tensor<8xi64>):
    %v6090, %v6091 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v6033, %v6033 : tensor<2xi64>, tensor<2xi64>) outs(%v6033, %v6033 : tensor<2xi64>, tensor<2xi64>) {
    ^bb0(%v6081: i64, %v6082: i64, %v6083: i64, %v6084: i64):
      linalg.yield %v6032, %v6081 : i64, i64
    } -> (tensor<2xi64>, tensor<2xi64>)
    %p6090_2960 = tensor.cast %v6090 : tensor<2xi64> to tensor<?xi64>
    func.call @show1(%p6090_2960) : (tensor<?xi64>) -> ()
    %v6094 = arith.constant 1 : index
    %v6113 = arith.addi %v6080, %v6094 : index
    scf.yield %v6113, %v6079 : index, tensor<8xi64>
  }
  return
}

func.func @t42_drive() -> () {
  %v6417 = arith.constant 1 : index
  func.call @t42(%v6417) : (index) -> ()
  return
}

func.func @main() {
  func.call @t42_drive() : () -> ()
  return
}
