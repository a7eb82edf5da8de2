// UPSTREAM-FAILS: the loop yields an scf.if result that is a fresh tensor in one branch (needs allow-return-allocs-from-loops)
// scf.for whose yielded value comes from an scf.if that returns either the
// iter_arg itself or a fresh tensor (2 * acc into a tensor.empty); the
// result is then written (insert) and yielded. The yield is equivalent to
// the iter_arg only on one path, so upstream's default options reject it;
// the expected output was checked with upstream's
// one-shot-bufferize{bufferize-function-boundaries
// allow-return-allocs-from-loops}. The init is printed after the loop.
//
// acc0 = [1, 2]; for i = 0..3: r = (i odd) ? 2 * acc : acc;
//   acc = r with [0] = r[0] + 1
// i=0: [2, 2]; i=1: [4, 4] -> [5, 4]; i=2: [6, 4]; i=3: [12, 8] -> [13, 8]
// Expected (by hand): 13, 8 / 1, 2
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
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %acc0 = tensor.from_elements %one, %two : tensor<2xi64>
  %res = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %acc0) -> tensor<2xi64> {
    %m = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %m, %c1 : index
    %r = scf.if %odd -> tensor<2xi64> {
      %e = tensor.empty() : tensor<2xi64>
      %d = linalg.add ins(%acc, %acc : tensor<2xi64>, tensor<2xi64>) outs(%e : tensor<2xi64>) -> tensor<2xi64>
      scf.yield %d : tensor<2xi64>
    } else {
      scf.yield %acc : tensor<2xi64>
    }
    %v = tensor.extract %r[%c0] : tensor<2xi64>
    %v1 = arith.addi %v, %one : i64
    %r2 = tensor.insert %v1 into %r[%c0] : tensor<2xi64>
    scf.yield %r2 : tensor<2xi64>
  }
  %rd = tensor.cast %res : tensor<2xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %ad = tensor.cast %acc0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  return
}
