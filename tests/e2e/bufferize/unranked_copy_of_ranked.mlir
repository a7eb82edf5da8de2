// UPSTREAM-FAILS: upstream's One-Shot rejects the cast ("not bufferizable under the given constraints: cannot avoid RaW conflict")
// A ranked tensor cast to an unranked one and passed to a function that
// writes its argument: the call needs a copy, of unknown rank at the
// call. Made of the ranked buffer the cast views (a ranked buffer and a
// ranked copy, then a cast to unranked), as upstream copies before the
// cast; ferrobuf had reported that no buffer of unknown rank can be
// allocated (found by a differential run on upstream's integration
// tests: the `printMemrefF32` pattern). Expected: the callee's 5, 2, 3
// and the constant unchanged after: 1, 2, 3; the same for a
// from_elements tensor read after the call.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<3xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// Writes 5 into element 0 of its argument and prints it.
func.func @poke(%u: tensor<*xi64>) {
  %c0 = arith.constant 0 : index
  %five = arith.constant 5 : i64
  %r = tensor.cast %u : tensor<*xi64> to tensor<3xi64>
  %w = tensor.insert %five into %r[%c0] : tensor<3xi64>
  func.call @show(%w) : (tensor<3xi64>) -> ()
  return
}

func.func @main() {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %u = tensor.cast %c : tensor<3xi64> to tensor<*xi64>
  func.call @poke(%u) : (tensor<*xi64>) -> ()
  func.call @show(%c) : (tensor<3xi64>) -> ()
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %t = tensor.from_elements %one, %two, %three : tensor<3xi64>
  %v = tensor.cast %t : tensor<3xi64> to tensor<*xi64>
  func.call @poke(%v) : (tensor<*xi64>) -> ()
  func.call @show(%t) : (tensor<3xi64>) -> ()
  return
}
