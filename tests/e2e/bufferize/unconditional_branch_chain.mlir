// Tensors passed along unconditional cf.br edges into blocks with one
// predecessor each. ferrobuf-bufferize merges such blocks before the
// deallocation (as canonicalize would): no ownership block arguments are
// left that are constant on their only edge, and no clone decided on one
// (without the merging: 6 clones and 14 frees, of which canonicalize
// folded 3 clones and 2 frees; with it: 2 clones, 11 frees, nothing for
// canonicalize).
//
// t = [1, 2, 3, 4]
// split_br: a = t with [1] = 9, b = t: a = 1, 9, 3, 4; b = 1, 2, 3, 4
// twice_squared_br: f = t + t = 2, 4, 6, 8; m = t * f written into the
//   block argument that is f = 2, 8, 18, 32; f returned too (still
//   2, 4, 6, 8)
// chain: e = t with [0] = 7, then (two blocks on) with [3] = 8:
//   7, 2, 3, 8; the old t handed along unchanged: 1, 2, 3, 4
// t at the end: 1, 2, 3, 4
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

func.func @split_br(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9 : i64
  cf.br ^bb1(%t, %t : tensor<4xi64>, tensor<4xi64>)
^bb1(%a: tensor<4xi64>, %b: tensor<4xi64>):
  %w = tensor.insert %nine into %a[%c1] : tensor<4xi64>
  return %w, %b : tensor<4xi64>, tensor<4xi64>
}

func.func @twice_squared_br(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.add ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%f : tensor<4xi64>)
^bb1(%a: tensor<4xi64>):
  %m = linalg.mul ins(%t, %f : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %m, %f : tensor<4xi64>, tensor<4xi64>
}

func.func @chain(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7 : i64
  %eight = arith.constant 8 : i64
  %e = tensor.insert %seven into %t[%c0] : tensor<4xi64>
  cf.br ^bb1(%e, %t : tensor<4xi64>, tensor<4xi64>)
^bb2(%r: tensor<4xi64>, %s: tensor<4xi64>):
  return %r, %s : tensor<4xi64>, tensor<4xi64>
^bb1(%p: tensor<4xi64>, %q: tensor<4xi64>):
  %g = tensor.insert %eight into %p[%c3] : tensor<4xi64>
  cf.br ^bb2(%g, %q : tensor<4xi64>, tensor<4xi64>)
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %a, %b = func.call @split_br(%t) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %ad = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %bd = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %m, %f = func.call @twice_squared_br(%t) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %md = tensor.cast %m : tensor<4xi64> to tensor<?xi64>
  func.call @show(%md) : (tensor<?xi64>) -> ()
  %fd = tensor.cast %f : tensor<4xi64> to tensor<?xi64>
  func.call @show(%fd) : (tensor<?xi64>) -> ()
  %r, %s = func.call @chain(%t) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %rd = tensor.cast %r : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %sd = tensor.cast %s : tensor<4xi64> to tensor<?xi64>
  func.call @show(%sd) : (tensor<?xi64>) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
