// scf.for positions that only pass one init among themselves (lit
// same-init-positions.mlir; fuzzer seed 13598 @t30): their arguments and
// results are the init; no copy, no copy back. Two different inits
// swapped still exchange contents. The same with cf block arguments.
// UPSTREAM-FAILS: the yields are not equivalent to their iter_args ("Yield operand #0 is not equivalent to the corresponding iter bbArg")
// Expected (by hand), t = 1..6, u = 10..15, i = 2: @swap_one_tensor: 3
// for n = 0, 3; @rotate_three_and_write (t = 1..4): t[2] = 3 and the sum
// of n fills' zeros 0; @swap_two_tensors: n = 3 gives u[2] = 12, n = 2
// gives t[2] = 3; @cf_swap_one_constant(3): the constant's 26, and 4
// from the fill; @cf_swap_two(3, [7, 8], [9, 10]): 9 after three swaps.
// @yields_its_init(t = 1..4, i = 2, n = 3): the slice of the loop result
// is t[1..3): 2; the sum 3 * t[2] = 9; the insert's w[2] = 9; t[2] after
// it is still 3.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @swap_one_tensor(%t: tensor<6xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<6xi64>, tensor<6xi64>) {
    %x = tensor.extract %b[%i] : tensor<6xi64>
    scf.yield %b, %a : tensor<6xi64>, tensor<6xi64>
  }
  %y = tensor.extract %r#0[%i] : tensor<6xi64>
  return %y : i64
}

func.func @rotate_three_and_write(%t: tensor<4xi64>, %i: index, %n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:4 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %t, %c = %t, %s = %z) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64) {
    %f = linalg.fill ins(%z : i64) outs(%b : tensor<4xi64>) -> tensor<4xi64>
    %v = tensor.extract %f[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %v : i64
    scf.yield %b, %c, %a, %s2 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>, i64
  }
  %y = tensor.extract %r#2[%i] : tensor<4xi64>
  return %y, %r#3 : i64, i64
}

func.func @swap_two_tensors(%t: tensor<6xi64>, %u: tensor<6xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<6xi64>, tensor<6xi64>) {
    %x = tensor.extract %b[%i] : tensor<6xi64>
    scf.yield %b, %a : tensor<6xi64>, tensor<6xi64>
  }
  %y = tensor.extract %r#0[%i] : tensor<6xi64>
  return %y : i64
}

func.func @cf_swap_one_constant(%n: index) -> (tensor<2xi64>, i64) {
  %c = arith.constant dense<[26, 0]> : tensor<2xi64>
  %four = arith.constant 4 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %c, %c : index, tensor<2xi64>, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>, %b: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %b, %a : index, tensor<2xi64>, tensor<2xi64>)
^bb3:
  %f = linalg.fill ins(%four : i64) outs(%b : tensor<2xi64>) -> tensor<2xi64>
  %v = tensor.extract %f[%c0] : tensor<2xi64>
  return %a, %v : tensor<2xi64>, i64
}

func.func @cf_swap_two(%n: index, %t: tensor<2xi64>, %u: tensor<2xi64>) -> tensor<2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t, %u : index, tensor<2xi64>, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>, %b: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %k1 = arith.addi %k, %c1 : index
  cf.cond_br %go, ^bb1(%k1, %b, %a : index, tensor<2xi64>, tensor<2xi64>), ^bb3
^bb3:
  return %a : tensor<2xi64>
}

func.func @yields_its_init(%t: tensor<4xi64>, %i: index, %n: index) -> (i64, i64, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %c9 = arith.constant 9 : i64
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %s = %z) -> (tensor<4xi64>, i64) {
    %x = tensor.extract %a[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %x : i64
    scf.yield %t, %s2 : tensor<4xi64>, i64
  }
  %sl = tensor.extract_slice %r#0[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %w = tensor.insert %c9 into %t[%i] : tensor<4xi64>
  %v = tensor.extract %sl[%c0] : tensor<2xi64>
  return %v, %r#1, %w : i64, i64, tensor<4xi64>
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
  %u = arith.constant dense<[10, 11, 12, 13, 14, 15]> : tensor<6xi64>
  %t4 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = func.call @swap_one_tensor(%t, %c2, %c0) : (tensor<6xi64>, index, index) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @swap_one_tensor(%t, %c2, %c3) : (tensor<6xi64>, index, index) -> i64
  func.call @print(%b) : (i64) -> ()
  %c:2 = func.call @rotate_three_and_write(%t4, %c2, %c3) : (tensor<4xi64>, index, index) -> (i64, i64)
  func.call @print(%c#0) : (i64) -> ()
  func.call @print(%c#1) : (i64) -> ()
  %d = func.call @swap_two_tensors(%t, %u, %c2, %c3) : (tensor<6xi64>, tensor<6xi64>, index, index) -> i64
  func.call @print(%d) : (i64) -> ()
  %e = func.call @swap_two_tensors(%t, %u, %c2, %c2) : (tensor<6xi64>, tensor<6xi64>, index, index) -> i64
  func.call @print(%e) : (i64) -> ()
  %f:2 = func.call @cf_swap_one_constant(%c3) : (index) -> (tensor<2xi64>, i64)
  %f0 = tensor.extract %f#0[%c0] : tensor<2xi64>
  func.call @print(%f0) : (i64) -> ()
  func.call @print(%f#1) : (i64) -> ()
  %p = arith.constant dense<[7, 8]> : tensor<2xi64>
  %q = arith.constant dense<[9, 10]> : tensor<2xi64>
  %g = func.call @cf_swap_two(%c3, %p, %q) : (index, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %g0 = tensor.extract %g[%c0] : tensor<2xi64>
  func.call @print(%g0) : (i64) -> ()
  %h:3 = func.call @yields_its_init(%t4, %c2, %c3) : (tensor<4xi64>, index, index) -> (i64, i64, tensor<4xi64>)
  func.call @print(%h#0) : (i64) -> ()
  func.call @print(%h#1) : (i64) -> ()
  %h2 = tensor.extract %h#2[%c2] : tensor<4xi64>
  func.call @print(%h2) : (i64) -> ()
  %t42 = tensor.extract %t4[%c2] : tensor<4xi64>
  func.call @print(%t42) : (i64) -> ()
  return
}
