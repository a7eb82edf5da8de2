// Reduced by tests/bufferize_fuzz.rs (seed 1001, test function @t22, 90 candidates, 76 s).
// Constructs left: cast, elementwise, scf.if, scf.while.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0
// instead of (value semantics)
//   0, 0, 0, 0, 0, 0
//   38, 38, 38, 38, 38, 38
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

func.func @t22(%v4412: tensor<?xi64>) -> () {
  %v4418 = arith.constant 3 : index
  %v4430 = tensor.generate %v4418 {
  ^bb0(%v4419: index, %v4420: index):
    %v4421 = arith.constant 38 : i64
    tensor.yield %v4421 : i64
  } : tensor<?x2xi64>
  %v4440 = arith.constant 0 : index
  %v4481, %v4482 = scf.while (%v4442 = %v4440, %v4441 = %v4412) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
    %v4443 = arith.constant 2 : index
    %v4444 = arith.cmpi slt, %v4442, %v4443 : index
    scf.condition(%v4444) %v4442, %v4441 : index, tensor<?xi64>
  } do {
  ^bb0(%v4446: index, %v4445: tensor<?xi64>):
    %v4447 = arith.constant 1 : index
    %v4448 = arith.cmpi sge, %v4446, %v4447 : index
    %v4459, %v4460 = scf.if %v4448 -> (tensor<?x2xi64>, i64) {
      %v4458 = arith.constant 0 : i64
      scf.yield %v4430, %v4458 : tensor<?x2xi64>, i64
    } else {
      %v4456 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v4430, %v4430 : tensor<?x2xi64>, tensor<?x2xi64>) outs(%v4430 : tensor<?x2xi64>) {
      ^bb0(%v4449: i64, %v4450: i64, %v4451: i64):
        %v4455 = arith.constant 0 : i64
        linalg.yield %v4455 : i64
      } -> (tensor<?x2xi64>)
      %v4457 = arith.constant 0 : i64
      scf.yield %v4456, %v4457 : tensor<?x2xi64>, i64
    }
    %p4459_3447 = tensor.cast %v4459 : tensor<?x2xi64> to tensor<?x?xi64>
    func.call @show2(%p4459_3447) : (tensor<?x?xi64>) -> ()
    %v4478 = arith.addi %v4446, %v4447 : index
    %v4479 = arith.constant dense<-3> : tensor<3xi64>
    %v4480 = tensor.cast %v4479 : tensor<3xi64> to tensor<?xi64>
    scf.yield %v4478, %v4480 : index, tensor<?xi64>
  }
  return
}

func.func @t22_drive() -> () {
  %v4502 = arith.constant 3 : index
  %v4503 = tensor.empty(%v4502) : tensor<?xi64>
  func.call @t22(%v4503) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t22_drive() : () -> ()
  return
}
