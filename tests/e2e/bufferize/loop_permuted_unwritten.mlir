// Loops that only move their tensors between positions, the region
// arguments themselves (src/passes/one_shot/permuted.rs), writing none:
// the carried buffers are permuted and the inits need no copy though the
// caller reads them afterwards. A result is whichever init's buffer the
// trip count leaves at its position: the callers write results after the
// loops (swap_then_write; main writes the first result of a swap run an
// odd number of times, which is the buffer of %u) and then read the
// inits, which must be unchanged.
// Expected (by hand), t = [1, 2, 3, 4], u = [5, 6, 7, 8],
// w = [9, 10, 11, 12]: swap, 3 iterations: u, t. rotate3, 2 iterations
// (printing a[0] in each: 1, 5): w, t, u. while_swap, 1 iteration: u, t.
// swap_then_write, 1 iteration: t, u printed inside, then [5, 99, 7, 8]
// and t. The first swap result with [0] = 0: 0, 6, 7, 8; then t, u, w.
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

func.func @swap(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %b, %a : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @rotate3(%t: tensor<4xi64>, %u: tensor<4xi64>, %w: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u, %c = %w) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
    %x = tensor.extract %a[%c0] : tensor<4xi64>
    func.call @printI64(%x) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %b, %c, %a : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
}

func.func @while_swap(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %u) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %a, %b : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>, %y: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %y, %x : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>
}

// The swapped results written after the loop: the caller's tensors must
// stay as they were.
func.func @swap_then_write(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c99 = arith.constant 99 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    scf.yield %b, %a : tensor<4xi64>, tensor<4xi64>
  }
  %w = tensor.insert %c99 into %r#0[%c1] : tensor<4xi64>
  func.call @show(%t) : (tensor<4xi64>) -> ()
  func.call @show(%u) : (tensor<4xi64>) -> ()
  return %w, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %u0 = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %w0 = arith.constant dense<[9, 10, 11, 12]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %u = linalg.copy ins(%u0 : tensor<4xi64>) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %e3 = tensor.empty() : tensor<4xi64>
  %w = linalg.copy ins(%w0 : tensor<4xi64>) outs(%e3 : tensor<4xi64>) -> tensor<4xi64>
  %a:2 = func.call @swap(%t, %u, %c3) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%a#0) : (tensor<4xi64>) -> ()
  func.call @show(%a#1) : (tensor<4xi64>) -> ()
  %b:3 = func.call @rotate3(%t, %u, %w, %c2) : (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>)
  func.call @show(%b#0) : (tensor<4xi64>) -> ()
  func.call @show(%b#1) : (tensor<4xi64>) -> ()
  func.call @show(%b#2) : (tensor<4xi64>) -> ()
  %c:2 = func.call @while_swap(%t, %u, %c1) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%c#0) : (tensor<4xi64>) -> ()
  func.call @show(%c#1) : (tensor<4xi64>) -> ()
  %d:2 = func.call @swap_then_write(%t, %u, %c1) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%d#0) : (tensor<4xi64>) -> ()
  func.call @show(%d#1) : (tensor<4xi64>) -> ()
  %z = arith.constant 0 : i64
  %x = tensor.insert %z into %a#0[%c0] : tensor<4xi64>
  func.call @show(%x) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  func.call @show(%u) : (tensor<4xi64>) -> ()
  func.call @show(%w) : (tensor<4xi64>) -> ()
  return
}
