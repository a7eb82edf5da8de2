// UPSTREAM-FAILS: the loop yields a fresh tensor (needs allow-return-allocs-from-loops)
// scf.for whose body yields a FRESH tensor each iteration (tensor.empty +
// linalg.fill), not equivalent to the iter_arg: upstream's default options
// reject it ("Yield operand #0 is not equivalent to the corresponding iter
// bbArg"); the expected output was checked with upstream's
// one-shot-bufferize{bufferize-function-boundaries
// allow-return-allocs-from-loops}. The init (a constant) is printed after.
//
// acc0 = [1, 1, 1]; for i = 0..3: acc = fill(2 * acc[0] + i)
//   acc[0]: 1 -> 2 -> 5 -> 12 -> 27
// Expected (by hand): 27, 27, 27 / 1, 1, 1
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %acc0 = arith.constant dense<1> : tensor<3xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> tensor<3xi64> {
    %a = tensor.extract %acc[%c0] : tensor<3xi64>
    %ii = arith.index_cast %i : index to i64
    %d = arith.addi %a, %a : i64
    %v = arith.addi %d, %ii : i64
    %e = tensor.empty() : tensor<3xi64>
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %f : tensor<3xi64>
  }
  %rd = tensor.cast %r : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %ad = tensor.cast %acc0 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  return
}
