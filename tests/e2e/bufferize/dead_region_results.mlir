// A dead scf.if in a loop body yielding the loop's init (lit
// dead-region-results.mlir; fuzzer seed 13610 @t11): the loop now writes
// the init's buffer in place. The live variant reads the scf.if's result,
// so %t must keep its contents there (its init is copied, the insert
// writes the copy in place: lit @live_if_in_loop).
// Expected (by hand), n = 3, v = 7, %t = 4x3 of 2:
//   the loop inserts 7 at [0, i] for i = 0, 1, 2 (it stops after i = 2):
//   row 0 is 7, 7, 7, the other rows 2, 2, 2.
//   @live: the after region runs for i = 0 and 1 and adds [0, 0] of the
//   if's result: c = true: the loop value, 7 + 7 = 14; c = false: %t,
//   2 + 2 = 4.
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

func.func @live(%n: index, %c: i1, %v: i64) -> (tensor<4x?xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %k = arith.constant 2 : i64
    tensor.yield %k : i64
  } : tensor<4x?xi64>
  %r:3 = scf.while (%i = %c0, %a = %t, %s = %z) : (index, tensor<4x?xi64>, i64) -> (index, tensor<4x?xi64>, i64) {
    %w = tensor.insert %v into %a[%c0, %i] : tensor<4x?xi64>
    %i1 = arith.addi %i, %c1 : index
    %go = arith.cmpi ult, %i1, %n : index
    scf.condition(%go) %i, %w, %s : index, tensor<4x?xi64>, i64
  } do {
  ^bb0(%j: index, %b: tensor<4x?xi64>, %s2: i64):
    %live = scf.if %c -> (tensor<4x?xi64>) {
      scf.yield %b : tensor<4x?xi64>
    } else {
      scf.yield %t : tensor<4x?xi64>
    }
    %e = tensor.extract %live[%c0, %c0] : tensor<4x?xi64>
    %s3 = arith.addi %s2, %e : i64
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %b, %s3 : index, tensor<4x?xi64>, i64
  }
  return %r#1, %r#2 : tensor<4x?xi64>, i64
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
  %l0, %s0 = func.call @live(%n, %t, %v) : (index, i1, i64) -> (tensor<4x?xi64>, i64)
  func.call @show2(%l0) : (tensor<4x?xi64>) -> ()
  func.call @printI64(%s0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %l1, %s1 = func.call @live(%n, %f, %v) : (index, i1, i64) -> (tensor<4x?xi64>, i64)
  func.call @show2(%l1) : (tensor<4x?xi64>) -> ()
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
