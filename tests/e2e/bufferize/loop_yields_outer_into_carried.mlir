// Loops that yield a tensor defined outside them into a position whose
// init is a function argument written in place: the rewrite copies the
// yielded buffer back into the carried one (it never passes an outside
// buffer on to the next iteration), so writing the carried buffer cannot
// write the outer tensor (lit nonequivalent-loops.mlir
// @for_yield_outer_tensor, unread-loop-positions.mlir @while_read_position,
// yield-branch-of-carriers.mlir @both).
// UPSTREAM-FAILS: the yields are not equivalent to their iter_args ("Yield operand #0 is not equivalent to the corresponding iter bbArg")
//
// Expected (by hand), t = [1, 2, 3, 4], u = [10, 20, 30, 40], n = 3, f = 7:
// @for_outer: iteration 0 writes 7 into t[0] and reads it (7), then the
// loop yields u: iterations 1 and 2 write u's copy at [1], [2] and read
// [0] (10): the sum 27; the result is u; u and t unchanged:
//   10, 20, 30, 40 / 10, 20, 30, 40 / 27 / 1, 2, 3, 4
// @both, c = true: each iteration writes i at [i] of b: 0, 1, 2, 4 twice;
// c = false: the loop yields t: 1, 2, 3, 4 twice; then t: 1, 2, 3, 4.
// @while_read: the before region reads a[0]: t's 1, then u's 10 three
// times (the exit check reads once more): 31; the exit a is u:
//   31 / 10, 20, 30, 40 / 10, 20, 30, 40
// @nested: the inner loop writes b[j] and yields the outer iter_arg,
// unchanged: t: 1, 2, 3, 4 / 1, 2, 3, 4
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @for_outer(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index, %f: i64) -> (tensor<4xi64>, tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %s = %z) -> (tensor<4xi64>, i64) {
    %1 = tensor.insert %f into %a[%i] : tensor<4xi64>
    %x = tensor.extract %1[%c0] : tensor<4xi64>
    %s2 = arith.addi %s, %x : i64
    scf.yield %u, %s2 : tensor<4xi64>, i64
  }
  return %r#0, %u, %r#1 : tensor<4xi64>, tensor<4xi64>, i64
}

func.func @both(%t: tensor<4xi64>, %c: i1, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xi64>, tensor<4xi64>) {
    %ii = arith.index_cast %i : index to i64
    %b2 = tensor.insert %ii into %b[%i] : tensor<4xi64>
    %m = scf.if %c -> (tensor<4xi64>) {
      scf.yield %b2 : tensor<4xi64>
    } else {
      scf.yield %t : tensor<4xi64>
    }
    scf.yield %m, %m : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @while_read(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (i64, tensor<4xi64>, tensor<4xi64>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %s = %z) : (index, tensor<4xi64>, i64) -> (index, tensor<4xi64>, i64) {
    %go = arith.cmpi ult, %i, %n : index
    %e = tensor.extract %a[%c0] : tensor<4xi64>
    %s2 = arith.addi %s, %e : i64
    scf.condition(%go) %i, %a, %s2 : index, tensor<4xi64>, i64
  } do {
  ^bb0(%j: index, %b: tensor<4xi64>, %s3: i64):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %u, %s3 : index, tensor<4xi64>, i64
  }
  return %r#2, %r#1, %u : i64, tensor<4xi64>, tensor<4xi64>
}

func.func @nested(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (tensor<4xi64>) {
      %jj = arith.index_cast %j : index to i64
      %b2 = tensor.insert %jj into %b[%j] : tensor<4xi64>
      %x = tensor.extract %b2[%c0] : tensor<4xi64>
      scf.yield %a : tensor<4xi64>
    }
    scf.yield %q : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %f = arith.constant 7 : i64
  %true = arith.constant true
  %false = arith.constant false
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %u0 = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  // Fresh (writable) copies, read again after each call.
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %u = linalg.copy ins(%u0 : tensor<4xi64>) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>

  %o:3 = func.call @for_outer(%t, %u, %c3, %f) : (tensor<4xi64>, tensor<4xi64>, index, i64) -> (tensor<4xi64>, tensor<4xi64>, i64)
  func.call @show(%o#0) : (tensor<4xi64>) -> ()
  func.call @show(%o#1) : (tensor<4xi64>) -> ()
  func.call @pr(%o#2) : (i64) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()

  %b1:2 = func.call @both(%t, %true, %c3) : (tensor<4xi64>, i1, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%b1#0) : (tensor<4xi64>) -> ()
  func.call @show(%b1#1) : (tensor<4xi64>) -> ()
  %b2:2 = func.call @both(%t, %false, %c3) : (tensor<4xi64>, i1, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%b2#0) : (tensor<4xi64>) -> ()
  func.call @show(%b2#1) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()

  %w:3 = func.call @while_read(%t, %u, %c3) : (tensor<4xi64>, tensor<4xi64>, index) -> (i64, tensor<4xi64>, tensor<4xi64>)
  func.call @pr(%w#0) : (i64) -> ()
  func.call @show(%w#1) : (tensor<4xi64>) -> ()
  func.call @show(%w#2) : (tensor<4xi64>) -> ()

  %q = func.call @nested(%t, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%q) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  return
}
