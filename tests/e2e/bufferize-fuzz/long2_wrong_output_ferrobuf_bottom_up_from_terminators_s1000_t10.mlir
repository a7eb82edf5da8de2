// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t10, 130 candidates, 107 s).
// Constructs left: cast, fill, scf.while.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators},ferrobuf-buffer-deallocation-pipeline
// prints
//   9, 15, -2
//   0, 0, 0
// instead of (value semantics)
//   9, 15, -2
//   9, 15, -2
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

func.func @t10() -> () {
  %v1341 = arith.constant 0 : index
  %v1342 = arith.constant 2 : index
  %v1343 = arith.constant 1 : index
  %v1366 = arith.constant 24 : i64
  %v1367 = arith.constant 32 : i64
  %v1368 = arith.constant 10 : i64
  %v1369 = tensor.from_elements %v1366, %v1366, %v1366, %v1366, %v1367, %v1367, %v1368, %v1366, %v1368 : tensor<3x3xi64>
  %v1370 = tensor.cast %v1369 : tensor<3x3xi64> to tensor<?x3xi64>
  %v1373 = arith.constant dense<[9, 15, -2]> : tensor<3xi64>
  %v1374 = tensor.cast %v1370 : tensor<?x3xi64> to tensor<3x3xi64>
  %v1379 = linalg.reduce ins(%v1374 : tensor<3x3xi64>) outs(%v1373 : tensor<3xi64>) dimensions = [1]
    (%v1375: i64, %v1376: i64) {
      linalg.yield %v1376 : i64
    }
  %v1411, %v1412, %v1413 = scf.while (%v1388 = %v1341, %v1386 = %v1379, %v1387 = %v1370) : (index, tensor<3xi64>, tensor<?x3xi64>) -> (index, tensor<3xi64>, tensor<?x3xi64>) {
    %v1389 = arith.cmpi slt, %v1388, %v1342 : index
    scf.condition(%v1389) %v1388, %v1386, %v1387 : index, tensor<3xi64>, tensor<?x3xi64>
  } do {
  ^bb0(%v1392: index, %v1390: tensor<3xi64>, %v1391: tensor<?x3xi64>):
    %p1379_3139 = tensor.cast %v1379 : tensor<3xi64> to tensor<?xi64>
    func.call @show1(%p1379_3139) : (tensor<?xi64>) -> ()
    %v1393 = arith.constant 0 : i64
    %v1394 = linalg.fill ins(%v1393 : i64) outs(%v1379 : tensor<3xi64>) -> tensor<3xi64>
    %v1408 = arith.addi %v1392, %v1343 : index
    %v1409 = arith.constant dense<[[4, 40, 27], [20, -5, 10], [-6, 11, 6]]> : tensor<3x3xi64>
    %v1410 = tensor.cast %v1409 : tensor<3x3xi64> to tensor<?x3xi64>
    scf.yield %v1408, %v1390, %v1410 : index, tensor<3xi64>, tensor<?x3xi64>
  }
  return
}

func.func @t10_drive() -> () {
  func.call @t10() : () -> ()
  return
}

func.func @main() {
  func.call @t10_drive() : () -> ()
  return
}
