// Loops that yield tensors defined outside them (lit loop-yield-copies.mlir):
// an scf.while whose after region yields a block argument of the function
// (copied back into the loop's own copy of its init, no temporary), and
// an scf.for of dynamic shape yielding an outer tensor.empty (its init,
// a fill, is only read: in place).
// Expected (by hand), t = 1, 2, 3, 4:
//   @while_yields_outer(t, 2): the result is b's contents; an insert of 7
//     at [0] gives 7, 2, 3, 4; b (and t) stay 1, 2, 3, 4.
//   @for_yields_empty(3, 0): the loop does not run, its result is the fill:
//     -7, -7, -7.
//   @yield_constant_keeps_init(t, 2): the loop's result is the constant
//     5, 6, 7, 8; t, its init, is only read: 1, 2, 3, 4.
//   main prints t again: 1, 2, 3, 4.
// UPSTREAM-FAILS: the while's after region yields a value not equivalent to the iter_arg ("Yield operand #1 is not equivalent to the corresponding iter bbArg"; needs allow-return-allocs-from-loops)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<?xi64>) {
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

func.func @while_yields_outer(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i64
  cf.br ^bb1(%t : tensor<4xi64>)
^bb1(%b: tensor<4xi64>):
  %w:2 = scf.while (%i = %c0, %x = %b) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %x : index, tensor<4xi64>
  } do {
  ^bb0(%i: index, %x: tensor<4xi64>):
    %i1 = arith.addi %i, %c1 : index
    scf.yield %i1, %b : index, tensor<4xi64>
  }
  %u = tensor.insert %seven into %w#1[%c0] : tensor<4xi64>
  %uc = tensor.cast %u : tensor<4xi64> to tensor<?xi64>
  func.call @show(%uc) : (tensor<?xi64>) -> ()
  %bc = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bc) : (tensor<?xi64>) -> ()
  return
}

func.func @for_yields_empty(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant -7 : i64
  %e = tensor.empty(%n) : tensor<?xi64>
  %f = linalg.fill ins(%k : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%a = %f) -> (tensor<?xi64>) {
    scf.yield %e : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  return
}

func.func @yield_constant_keeps_init(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %k = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
    scf.yield %k : tensor<4xi64>
  }
  %rc = tensor.cast %r : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rc) : (tensor<?xi64>) -> ()
  %tc = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%tc) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%k : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  func.call @while_yields_outer(%t, %c2) : (tensor<4xi64>, index) -> ()
  func.call @for_yields_empty(%c3, %c0) : (index, index) -> ()
  func.call @yield_constant_keeps_init(%t, %c2) : (tensor<4xi64>, index) -> ()
  %tc = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%tc) : (tensor<?xi64>) -> ()
  return
}
