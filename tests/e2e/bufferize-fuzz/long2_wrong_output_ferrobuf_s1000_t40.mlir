// Reduced by tests/bufferize_fuzz.rs (seed 1000, test function @t40, 187 candidates, 154 s).
// Constructs left: cf, two outs on one tensor.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   2, 2, 6, 6, 6, 6, 6, 6, 2, 2
//   2, 2, 6, 6, 6, 6, 6, 6, 2, 2
//   2, 2, 6, 6, 6, 6, 6, 6, 2, 2
// instead of (value semantics)
//   0, 0, 0, 0, 0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0, 0, 0, 0, 0
//   0, 0, 0, 0, 0, 0, 0, 0, 0, 0
// UPSTREAM-FAILS: dealloc-rejected
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

func.func @t40(%v5556: tensor<6xi64>) -> () {
  %v5558 = arith.constant 2 : index
  %v5566 = tensor.pad %v5556 low[%v5558] high[2] {
  ^bb0(%v5560: index):
    %v5561 = arith.constant 2 : i64
    tensor.yield %v5561 : i64
  } : tensor<6xi64> to tensor<?xi64>
  %v5567 = arith.constant 0 : index
  %v5568 = arith.constant 3 : index
  %v5569 = arith.constant 1 : index
  %v5593 = tensor.empty(%v5568) : tensor<10x?xi64>
  cf.br ^bb1(%v5567, %v5556, %v5593 : index, tensor<6xi64>, tensor<10x?xi64>)
^bb1(%v5633: index, %v5634: tensor<6xi64>, %v5635: tensor<10x?xi64>):
  %v5636 = arith.cmpi slt, %v5633, %v5568 : index
  cf.cond_br %v5636, ^bb2, ^bb3
^bb2:
  %v5644 = tensor.empty() : tensor<10xi64>
  %v5647 = tensor.empty() : tensor<10xi64>
  %v5658, %v5659 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v5644 : tensor<10xi64>) outs(%v5647, %v5647 : tensor<10xi64>, tensor<10xi64>) {
  ^bb0(%v5648: i64, %v5649: i64, %v5650: i64):
    %v5652 = arith.constant 0 : i64
    linalg.yield %v5652, %v5648 : i64, i64
  } -> (tensor<10xi64>, tensor<10xi64>)
  %p5658_3289 = tensor.cast %v5658 : tensor<10xi64> to tensor<?xi64>
  func.call @show1(%p5658_3289) : (tensor<?xi64>) -> ()
  %v5743 = arith.addi %v5633, %v5569 : index
  %v5744 = arith.constant dense<9> : tensor<6xi64>
  cf.br ^bb1(%v5743, %v5744, %v5635 : index, tensor<6xi64>, tensor<10x?xi64>)
^bb3:
  return
}

func.func @t40_drive() -> () {
  %v5845 = arith.constant dense<6> : tensor<6xi64>
  func.call @t40(%v5845) : (tensor<6xi64>) -> ()
  return
}

func.func @main() {
  func.call @t40_drive() : () -> ()
  return
}
