// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// UPSTREAM-MISCOMPILES: upstream One-Shot passes the buffer of x, written in place, also as y in @counter's cf loop (y must keep the old x) and prints 3, 0 for y
// One tensor passed twice by a branch, to two block arguments: the first is
// written (tensor.insert), the second read afterwards. One of the two uses
// must be copied, one may stay in place (as upstream; before, both were
// copied). Then a loop in cf form passes one tensor twice per iteration.
//
// t = [1, 2, 3, 4]: a = t with [1] = 9; b = t
// Expected (by hand): a = 1, 9, 3, 4; b = 1, 2, 3, 4; t = 1, 2, 3, 4
// loop: x0 = y0 = [0, 0]; each of 3 iterations: x = x with [0] = x[0] + 1
//       and y keeps the old x: after it, x = 3, 0 and y = 2, 0
// through a block with one predecessor (its argument equivalent to the
// operand; the branches are conditional, taken, so that no block merges
// into its predecessor): f = t + t; m = t * f written into f's buffer = 2, 8, 18, 32;
// then f read again (after m: it must still be 2, 4, 6, 8, so here the
// elementwise op goes out of place); without that read, m alone (in place)
// = 2, 8, 18, 32; and t = 1, 2, 3, 4
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
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

func.func @split(%t: tensor<4xi64>, %go: i1) -> (tensor<4xi64>, tensor<4xi64>) {
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9 : i64
  cf.cond_br %go, ^bb1(%t, %t : tensor<4xi64>, tensor<4xi64>), ^bb2
^bb1(%a: tensor<4xi64>, %b: tensor<4xi64>):
  %w = tensor.insert %nine into %a[%c1] : tensor<4xi64>
  return %w, %b : tensor<4xi64>, tensor<4xi64>
^bb2:
  return %t, %t : tensor<4xi64>, tensor<4xi64>
}

func.func @counter() -> (tensor<2xi64>, tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %z = arith.constant dense<0> : tensor<2xi64>
  cf.br ^head(%c0, %z, %z : index, tensor<2xi64>, tensor<2xi64>)
^head(%i: index, %x: tensor<2xi64>, %y: tensor<2xi64>):
  %go = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %old = tensor.extract %x[%c0] : tensor<2xi64>
  %new = arith.addi %old, %one : i64
  %x2 = tensor.insert %new into %x[%c0] : tensor<2xi64>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^head(%i2, %x2, %x : index, tensor<2xi64>, tensor<2xi64>)
^exit:
  return %x, %y : tensor<2xi64>, tensor<2xi64>
}

func.func @twice_squared(%t: tensor<4xi64>, %go: i1) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.add ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.cond_br %go, ^bb1(%f : tensor<4xi64>), ^bb2
^bb1(%a: tensor<4xi64>):
  %m = linalg.mul ins(%t, %f : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %m, %f : tensor<4xi64>, tensor<4xi64>
^bb2:
  return %t, %t : tensor<4xi64>, tensor<4xi64>
}

func.func @twice_squared_only(%t: tensor<4xi64>, %go: i1) -> tensor<4xi64> {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.add ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.cond_br %go, ^bb1(%f : tensor<4xi64>), ^bb2
^bb1(%a: tensor<4xi64>):
  %m = linalg.mul ins(%t, %f : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %m : tensor<4xi64>
^bb2:
  return %t : tensor<4xi64>
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %true = arith.constant true
  %a, %b = func.call @split(%t, %true) : (tensor<4xi64>, i1) -> (tensor<4xi64>, tensor<4xi64>)
  %ad = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %bd = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %x, %y = func.call @counter() : () -> (tensor<2xi64>, tensor<2xi64>)
  %xd = tensor.cast %x : tensor<2xi64> to tensor<?xi64>
  func.call @show(%xd) : (tensor<?xi64>) -> ()
  %yd = tensor.cast %y : tensor<2xi64> to tensor<?xi64>
  func.call @show(%yd) : (tensor<?xi64>) -> ()
  %m, %f = func.call @twice_squared(%t, %true) : (tensor<4xi64>, i1) -> (tensor<4xi64>, tensor<4xi64>)
  %md = tensor.cast %m : tensor<4xi64> to tensor<?xi64>
  func.call @show(%md) : (tensor<?xi64>) -> ()
  %fd = tensor.cast %f : tensor<4xi64> to tensor<?xi64>
  func.call @show(%fd) : (tensor<?xi64>) -> ()
  %m2 = func.call @twice_squared_only(%t, %true) : (tensor<4xi64>, i1) -> tensor<4xi64>
  %m2d = tensor.cast %m2 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%m2d) : (tensor<?xi64>) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
