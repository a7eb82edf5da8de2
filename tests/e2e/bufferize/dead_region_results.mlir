// A dead scf.if in a loop body yielding the loop's init (lit
// dead-region-results.mlir; fuzzer seed 13610 @t11): the loop now writes
// the init's buffer in place.
// Expected (by hand), n = 3, v = 7, %t = 4x3 of 2:
//   the loop inserts 7 at [0, i] for i = 0, 1, 2 (it stops after i = 2):
//   row 0 is 7, 7, 7, the other rows 2, 2, 2.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show2(%t: tensor<4x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = tensor.dim %t, %c1 : tensor<4x?xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<4x?xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @dead(%n: index, %c: i1, %v: i64) -> tensor<4x?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %k = arith.constant 2 : i64
    tensor.yield %k : i64
  } : tensor<4x?xi64>
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4x?xi64>) -> (index, tensor<4x?xi64>) {
    %w = tensor.insert %v into %a[%c0, %i] : tensor<4x?xi64>
    %i1 = arith.addi %i, %c1 : index
    %go = arith.cmpi ult, %i1, %n : index
    scf.condition(%go) %i, %w : index, tensor<4x?xi64>
  } do {
  ^bb0(%j: index, %b: tensor<4x?xi64>):
    %dead = scf.if %c -> (tensor<4x?xi64>) {
      scf.yield %b : tensor<4x?xi64>
    } else {
      scf.yield %t : tensor<4x?xi64>
    }
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %b : index, tensor<4x?xi64>
  }
  return %r#1 : tensor<4x?xi64>
}

func.func @main() {
  %n = arith.constant 3 : index
  %v = arith.constant 7 : i64
  %t = arith.constant true
  %f = arith.constant false
  %d0 = func.call @dead(%n, %t, %v) : (index, i1, i64) -> tensor<4x?xi64>
  func.call @show2(%d0) : (tensor<4x?xi64>) -> ()
  %d1 = func.call @dead(%n, %f, %v) : (index, i1, i64) -> tensor<4x?xi64>
  func.call @show2(%d1) : (tensor<4x?xi64>) -> ()
  return
}
