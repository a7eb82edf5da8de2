// Reduced by tests/bufferize_fuzz.rs (seed 3164, test function @t6, 245 candidates, 60 s).
// Constructs left: call, elementwise, extract_slice, insert, scf.forall.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t6_c2 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func private @t6_c2(%v1437: tensor<1xi64>) -> (tensor<1xi64>) {
  %v1438 = arith.constant 0 : index
  %v1439 = tensor.extract_slice %v1437[%v1438] [1] [1] : tensor<1xi64> to tensor<1xi64>
  return %v1439 : tensor<1xi64>
}

func.func @t6_c1(%v1436: tensor<1xi64>) -> (tensor<1xi64>) {
  %v1440 = func.call @t6_c2(%v1436) : (tensor<1xi64>) -> (tensor<1xi64>)
  %v1446 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v1436, %v1436 : tensor<1xi64>, tensor<1xi64>) outs(%v1436 : tensor<1xi64>) {
  ^bb0(%v1441: i64, %v1442: i64, %v1443: i64):
    linalg.yield %v1441 : i64
  } -> (tensor<1xi64>)
  %v1447 = arith.constant 5 : i64
  %v1448 = arith.constant 0 : index
  %v1449 = tensor.insert %v1447 into %v1440[%v1448] : tensor<1xi64>
  return %v1446 : tensor<1xi64>
}

func.func @t6(%v1200: tensor<2xi64>) -> () {
  %v1452 = scf.forall (%v1427) in (2) shared_outs(%v1428 = %v1200) -> (tensor<2xi64>) {
    %v1429 = arith.constant dense<1> : tensor<1xi64>
    %v1451 = func.call @t6_c1(%v1429) : (tensor<1xi64>) -> (tensor<1xi64>)
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @t6_drive() -> () {
  %v1479 = arith.constant dense<1> : tensor<2xi64>
  func.call @t6(%v1479) : (tensor<2xi64>) -> ()
  return
}

func.func @main() {
  func.call @t6_drive() : () -> ()
  return
}
