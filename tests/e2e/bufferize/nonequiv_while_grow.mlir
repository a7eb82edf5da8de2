// UPSTREAM-FAILS: the while's after region yields a fresh, larger tensor (needs allow-return-allocs-from-loops)
// scf.while carrying a dynamically sized tensor that GROWS each iteration:
// the after region yields tensor.concat(t, [len(t)]) (a fresh buffer of a
// different size), not equivalent to its block argument, so upstream's
// default options reject it; the expected output was checked with
// upstream's one-shot-bufferize{bufferize-function-boundaries
// allow-return-allocs-from-loops}. The init is printed after the loop.
//
// t0 = [7] (a splat of dynamic size 1); while len(t) < 5 (the before
// region forwards t unchanged), the after region yields
// concat(t with [0] = 0, [len(t)]):
//   [7] -> [0, 1] -> [0, 1, 2] -> [0, 1, 2, 3] -> [0, 1, 2, 3, 4]
// The insert into t (the init in the first iteration) must not change t0.
// Expected (by hand): 0, 1, 2, 3, 4 / len = 5 / t0[0] = 7
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %seven = arith.constant 7 : i64
  %t0 = tensor.splat %seven[%n] : tensor<?xi64>
  %r = scf.while (%t = %t0) : (tensor<?xi64>) -> tensor<?xi64> {
    %len = tensor.dim %t, %c0 : tensor<?xi64>
    %c = arith.cmpi ult, %len, %c5 : index
    scf.condition(%c) %t : tensor<?xi64>
  } do {
  ^bb0(%t: tensor<?xi64>):
    %len = tensor.dim %t, %c0 : tensor<?xi64>
    %l = arith.index_cast %len : index to i64
    %z = tensor.insert %zero into %t[%c0] : tensor<?xi64>
    %one = tensor.from_elements %l : tensor<1xi64>
    %g = tensor.concat dim(0) %z, %one : (tensor<?xi64>, tensor<1xi64>) -> tensor<?xi64>
    scf.yield %g : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  %len = tensor.dim %r, %c0 : tensor<?xi64>
  %l = arith.index_cast %len : index to i64
  func.call @pr(%l) : (i64) -> ()
  %x = tensor.extract %t0[%c0] : tensor<?xi64>
  func.call @pr(%x) : (i64) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  func.call @run(%c1) : (index) -> ()
  return
}
