// An scf.while forwards its init, a constant, unchanged; the body's scf.if
// yields that constant or the iter_arg (so all three share an alias set
// before the init is decided); after the loop, an insert_slice writes
// into the loop's result. Writing in place there writes the constant's
// global (read-only memory: the program crashed, fuzzer seed 10019 @t12).
// The loop runs twice (i < 2), then the 2x2 corner is overwritten with 1s.
// (A read of the constant after the insert would hide the bug: the
// constant is then read after the write, a conflict of its own.) The
// body reads the if's result (row 0, column 0) and adds it up: 15 + 15.
//
// Expected (by hand): 1, 1, 16, 1, 1, 15, 25, -4, 27; then 2
// (iterations); then 30.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<3x3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<3x3xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<[[15, 30, 16], [7, 10, 15], [25, -4, 27]]> : tensor<3x3xi64>
  %zero = arith.constant 0 : i64
  %r:3 = scf.while (%i = %c0, %t = %cst, %a = %zero) : (index, tensor<3x3xi64>, i64) -> (index, tensor<3x3xi64>, i64) {
    %go = arith.cmpi slt, %i, %c2 : index
    scf.condition(%go) %i, %t, %a : index, tensor<3x3xi64>, i64
  } do {
  ^bb0(%j: index, %u: tensor<3x3xi64>, %acc: i64):
    %p = arith.cmpi eq, %j, %c1 : index
    %s = scf.if %p -> (tensor<3x3xi64>) {
      scf.yield %cst : tensor<3x3xi64>
    } else {
      scf.yield %u : tensor<3x3xi64>
    }
    %e = tensor.extract %s[%c0, %c0] : tensor<3x3xi64>
    %acc2 = arith.addi %acc, %e : i64
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %u, %acc2 : index, tensor<3x3xi64>, i64
  }
  %one = arith.constant dense<1> : tensor<2x2xi64>
  %w = tensor.insert_slice %one into %r#1[0, 0] [2, 2] [1, 1] : tensor<2x2xi64> into tensor<3x3xi64>
  func.call @show(%w) : (tensor<3x3xi64>) -> ()
  %n = arith.index_cast %r#0 : index to i64
  func.call @printI64(%n) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
