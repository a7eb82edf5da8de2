// An scf.while whose after region yields a function argument into a
// before-region argument that the before region writes: tensor semantics
// copy before each write, the argument itself never changes. Upstream's
// One-Shot (with allow-return-allocs-from-loops) writes the before
// argument in place, which from the second iteration on is the caller's
// buffer (with a constant yielded instead, it writes the constant's
// read-only global and crashes). This is the pattern behind fuzzer
// quality notes 11504 @t31 and 12506 @t18, where upstream's fewer
// allocations came from this write (unobserved there: one iteration).
// UPSTREAM-MISCOMPILES: the second iteration's tensor.insert writes the function argument's buffer (the caller's tensor) in place
// Expected (by hand): @arg: 3 iterations, each inserting 7+i at i into a
// fresh copy of %t = [1, 2, 3, 4]; the last result is [1, 2, 9, 4]; %t
// read afterwards is unchanged: 1, 2, 3, 4. The caller then reads its own
// tensor: 1, 2, 3, 4.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @print4(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @arg(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %seven = arith.constant 7 : i64
    %v = arith.addi %iv, %seven : i64
    %w = tensor.insert %v into %a[%i] : tensor<4xi64>
    %go = arith.cmpi ult, %i, %c2 : index
    scf.condition(%go) %i, %w : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %b: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %t : index, tensor<4xi64>
  }
  func.call @print4(%r#1) : (tensor<4xi64>) -> ()
  func.call @print4(%t) : (tensor<4xi64>) -> ()
  return
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %own = linalg.copy ins(%t : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  func.call @arg(%own) : (tensor<4xi64>) -> ()
  func.call @print4(%own) : (tensor<4xi64>) -> ()
  return
}
