// Chains of calls. @make returns a fresh tensor, @add returns a fresh
// tensor computed from its two (identical) arguments; the caller prints the
// first fresh tensor twice more and then writes into it. Then a chain of
// private functions @a -> @b -> @c, each inserting one element into its
// argument before passing it on and returning the callee's (equivalent)
// result, applied to a constant that is printed afterwards (the chain must
// work on a copy of the read-only global).
//
// make(k, n) = [k, k+1, ..., k+n-1]; x = make(3, 3) = 3, 4, 5 (twice)
// y = add(x, x) = 6, 8, 10; x2 = x with [0] = -1 -> -1, 4, 5
// k0 = [9, 9, 9, 9]; a inserts [0] = 1 and prints -> 1, 9, 9, 9; b inserts
// [1] = 2; c inserts [2] = 3; main prints k0 -> 9, 9, 9, 9, then the
// result -> 1, 2, 3, 9
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

func.func @make(%k: i64, %n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %k : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @add(%x: tensor<?xi64>, %y: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %r = linalg.add ins(%x, %y : tensor<?xi64>, tensor<?xi64>) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func private @c(%t: tensor<4xi64>) -> tensor<4xi64> {
  %i = arith.constant 2 : index
  %v = arith.constant 3 : i64
  %r = tensor.insert %v into %t[%i] : tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func private @b(%t: tensor<4xi64>) -> tensor<4xi64> {
  %i = arith.constant 1 : index
  %v = arith.constant 2 : i64
  %t2 = tensor.insert %v into %t[%i] : tensor<4xi64>
  %r = func.call @c(%t2) : (tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func private @a(%t: tensor<4xi64>) -> tensor<4xi64> {
  %i = arith.constant 0 : index
  %v = arith.constant 1 : i64
  %t2 = tensor.insert %v into %t[%i] : tensor<4xi64>
  %t2d = tensor.cast %t2 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%t2d) : (tensor<?xi64>) -> ()
  %r = func.call @b(%t2) : (tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %k3 = arith.constant 3 : i64
  %m1 = arith.constant -1 : i64
  %x = func.call @make(%k3, %c3) : (i64, index) -> tensor<?xi64>
  %y = func.call @add(%x, %x) : (tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%x) : (tensor<?xi64>) -> ()
  func.call @show(%x) : (tensor<?xi64>) -> ()
  func.call @show(%y) : (tensor<?xi64>) -> ()
  %x2 = tensor.insert %m1 into %x[%c0] : tensor<?xi64>
  func.call @show(%x2) : (tensor<?xi64>) -> ()
  %k0 = arith.constant dense<9> : tensor<4xi64>
  %r = func.call @a(%k0) : (tensor<4xi64>) -> tensor<4xi64>
  %k0d = tensor.cast %k0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%k0d) : (tensor<?xi64>) -> ()
  %rd = tensor.cast %r : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  return
}
