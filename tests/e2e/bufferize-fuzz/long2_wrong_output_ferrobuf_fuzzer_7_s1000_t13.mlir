// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t13, 98 candidates, 75 s).
// Constructs left: cast, elementwise, fill.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=7},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0
// instead of (value semantics)
//   2, 2, 2
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

func.func @t13(%v1563: tensor<?x2xi64>) -> () {
  %v1566 = arith.constant 2 : i64
  %v1570 = arith.constant dense<[[24, 32], [17, 29], [36, 32]]> : tensor<3x2xi64>
  %v1578 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1570, %v1563 : tensor<3x2xi64>, tensor<?x2xi64>) outs(%v1570 : tensor<3x2xi64>) {
  ^bb0(%v1571: i64, %v1572: i64, %v1573: i64):
    %v1575 = arith.constant 0 : i64
    linalg.yield %v1575 : i64
  } -> (tensor<3x2xi64>)
  %v1579 = arith.constant 3 : index
  %v1580 = tensor.empty(%v1579) : tensor<2x?xi64>
  %v1581 = tensor.cast %v1570 : tensor<3x2xi64> to tensor<?x2xi64>
  %v1582 = linalg.transpose ins(%v1581 : tensor<?x2xi64>) outs(%v1580 : tensor<2x?xi64>) permutation = [1, 0]
  %v1583 = tensor.empty() : tensor<3xi64>
  %v1584 = linalg.fill ins(%v1566 : i64) outs(%v1583 : tensor<3xi64>) -> tensor<3xi64>
  %v1585 = tensor.cast %v1582 : tensor<2x?xi64> to tensor<2x3xi64>
  %v1590 = linalg.reduce ins(%v1585 : tensor<2x3xi64>) outs(%v1584 : tensor<3xi64>) dimensions = [0]
    (%v1586: i64, %v1587: i64) {
      %v1589 = arith.constant 0 : i64
      linalg.yield %v1589 : i64
    }
  %p1584_3236 = tensor.cast %v1584 : tensor<3xi64> to tensor<?xi64>
  func.call @show1(%p1584_3236) : (tensor<?xi64>) -> ()
  return
}

func.func @t13_drive() -> () {
  %v1651 = arith.constant dense<[[9, 11], [23, 25], [25, 36]]> : tensor<3x2xi64>
  %v1652 = tensor.cast %v1651 : tensor<3x2xi64> to tensor<?x2xi64>
  func.call @t13(%v1652) : (tensor<?x2xi64>) -> ()
  return
}

func.func @main() {
  func.call @t13_drive() : () -> ()
  return
}
