// UPSTREAM-FAILS: Yield operand #0 is not equivalent to the corresponding iter bbArg
// UPSTREAM-MISCOMPILES: with allow-return-allocs-from-loops upstream passes the constant's global on and writes it in place in the next iteration (the program crashes: the global is read-only)
// Loops yielding a constant tensor: the constant's global is passed on as
// the next iteration's buffer (no copy back per iteration, as upstream),
// so every write through the region argument or the loop's result must go
// out of place: the global is never written. (Fuzzer seeds 12705 @t21,
// 12808 @t18: quality.)
// Expected (by hand):
//   @write_iter(n = 3): iteration 0 starts on t = 1,2,3,4 and prints it
//     with element 0 + 100: 101, 2, 3, 4; iterations 1 and 2 start on the
//     constant 5,5,5,5: 105, 5, 5, 5 twice. The result is the constant:
//     5, 5, 5, 5; written after the loop (element 1 = 9): 5, 9, 5, 5.
//   @write_iter(n = 0): nothing in the loop; the result is t: 1, 2, 3, 4,
//     written: 1, 9, 3, 4.
//   @write_iter(n = 2) again (the global unchanged): 101, 2, 3, 4 /
//     105, 5, 5, 5 / 5, 5, 5, 5 / 5, 9, 5, 5.
//   @while_write(3): the before region adds 1 to element 3 of what it
//     carries and prints it; the after region yields the constant 5s.
//     i = 0: 1, 2, 3, 5; i = 1: 5, 5, 5, 6; i = 2: 5, 5, 5, 6; i = 3:
//     5, 5, 5, 6 (condition false: the result is that value): 5, 5, 5, 6.
//   @nested(2): the inner loop (2 iterations) yields the constant 7s, the
//     outer loop yields the inner result after writing 0 into its
//     element 0. Outer iteration 0: inner result 7,7,7,7,
//     written element 0 = 0: 0, 7, 7, 7 (printed); iteration 1: the same:
//     0, 7, 7, 7. Result: 0, 7, 7, 7. Then the constant 7s read directly:
//     7, 7, 7, 7.
//   @return_loop returns the loop's result, the constant 5s after one or
//     more iterations, its argument after none; main writes 42 into it:
//     n = 2: 5, 5, 42, 5; n = 1 (the global unchanged): 5, 5, 5, 5;
//     n = 0: 42, 2, 3, 4; t itself unchanged: 1, 2, 3, 4.
//   @cast_yield yields the constant 6s through a cast to a dynamic shape:
//     n = 2, 42 written into element 0 by main: 42, 6, 6, 6; n = 1 (the
//     global unchanged): 6, 6, 6, 6.
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

func.func @write_iter(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hundred = arith.constant 100 : i64
  %nine = arith.constant 9 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %e = tensor.extract %a[%c0] : tensor<4xi64>
    %e2 = arith.addi %e, %hundred : i64
    %w = tensor.insert %e2 into %a[%c0] : tensor<4xi64>
    func.call @show(%w) : (tensor<4xi64>) -> ()
    %k = arith.constant dense<5> : tensor<4xi64>
    scf.yield %k : tensor<4xi64>
  }
  func.call @show(%r) : (tensor<4xi64>) -> ()
  %w2 = tensor.insert %nine into %r[%c1] : tensor<4xi64>
  return %w2 : tensor<4xi64>
}

func.func @while_write(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c0, %a = %t) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %e = tensor.extract %a[%c3] : tensor<4xi64>
    %e2 = arith.addi %e, %one : i64
    %w = tensor.insert %e2 into %a[%c3] : tensor<4xi64>
    func.call @show(%w) : (tensor<4xi64>) -> ()
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %w : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %b: tensor<4xi64>):
    %j2 = arith.addi %j, %c1 : index
    %k = arith.constant dense<5> : tensor<4xi64>
    scf.yield %j2, %k : index, tensor<4xi64>
  }
  return %r#1 : tensor<4xi64>
}

func.func @nested(%n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %init = arith.constant dense<3> : tensor<4xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<4xi64>) {
    %in = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %a) -> (tensor<4xi64>) {
      %k = arith.constant dense<7> : tensor<4xi64>
      scf.yield %k : tensor<4xi64>
    }
    %w = tensor.insert %zero into %in[%c0] : tensor<4xi64>
    func.call @show(%w) : (tensor<4xi64>) -> ()
    scf.yield %w : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @return_loop(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %k = arith.constant dense<5> : tensor<4xi64>
    scf.yield %k : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @cast_yield(%t: tensor<?xi64>, %n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xi64>) {
    %k = arith.constant dense<6> : tensor<4xi64>
    %kc = tensor.cast %k : tensor<4xi64> to tensor<?xi64>
    scf.yield %kc : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %a = func.call @write_iter(%t, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%a) : (tensor<4xi64>) -> ()
  %b = func.call @write_iter(%t, %c0) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%b) : (tensor<4xi64>) -> ()
  %c = func.call @write_iter(%t, %c2) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%c) : (tensor<4xi64>) -> ()
  %d = func.call @while_write(%t, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%d) : (tensor<4xi64>) -> ()
  %e = func.call @nested(%c2) : (index) -> tensor<4xi64>
  func.call @show(%e) : (tensor<4xi64>) -> ()
  %k = arith.constant dense<7> : tensor<4xi64>
  func.call @show(%k) : (tensor<4xi64>) -> ()
  %c1 = arith.constant 1 : index
  %x = func.call @return_loop(%t, %c2) : (tensor<4xi64>, index) -> tensor<4xi64>
  %v = arith.constant 42 : i64
  %x2 = tensor.insert %v into %x[%c2] : tensor<4xi64>
  func.call @show(%x2) : (tensor<4xi64>) -> ()
  %y = func.call @return_loop(%t, %c1) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%y) : (tensor<4xi64>) -> ()
  %z = func.call @return_loop(%t, %c0) : (tensor<4xi64>, index) -> tensor<4xi64>
  %z2 = tensor.insert %v into %z[%c0] : tensor<4xi64>
  func.call @show(%z2) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %u = func.call @cast_yield(%td, %c2) : (tensor<?xi64>, index) -> tensor<?xi64>
  %u2 = tensor.insert %v into %u[%c0] : tensor<?xi64>
  %u3 = tensor.cast %u2 : tensor<?xi64> to tensor<4xi64>
  func.call @show(%u3) : (tensor<4xi64>) -> ()
  %w = func.call @cast_yield(%td, %c1) : (tensor<?xi64>, index) -> tensor<?xi64>
  %w3 = tensor.cast %w : tensor<?xi64> to tensor<4xi64>
  func.call @show(%w3) : (tensor<4xi64>) -> ()
  return
}
