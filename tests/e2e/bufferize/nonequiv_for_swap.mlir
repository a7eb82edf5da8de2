// UPSTREAM-FAILS: the loop yields its two iter_args swapped (needs allow-return-allocs-from-loops)
// scf.for yielding its two tensor iter_args swapped (one of them written
// first): (a, b) -> (b with [1] += 1, a). Neither yielded value is
// equivalent to its own iter_arg, so upstream's default options reject it;
// the expected output was checked with upstream's
// one-shot-bufferize{bufferize-function-boundaries
// allow-return-allocs-from-loops}. Both inits are printed after the loop.
//
// a0 = [1, 10], b0 = [2, 20] (from_elements)
// i=0: a = [2, 21], b = [1, 10]; i=1: a = [1, 11], b = [2, 21];
// i=2: a = [2, 22], b = [1, 11]
// Expected (by hand): a = 2, 22; b = 1, 11; a0 = 1, 10; b0 = 2, 20
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
  %c3 = arith.constant 3 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v10 = arith.constant 10 : i64
  %v20 = arith.constant 20 : i64
  %a0 = tensor.from_elements %v1, %v10 : tensor<2xi64>
  %b0 = tensor.from_elements %v2, %v20 : tensor<2xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<2xi64>, tensor<2xi64>) {
    %x = tensor.extract %b[%c1] : tensor<2xi64>
    %x1 = arith.addi %x, %v1 : i64
    %b2 = tensor.insert %x1 into %b[%c1] : tensor<2xi64>
    scf.yield %b2, %a : tensor<2xi64>, tensor<2xi64>
  }
  %ad = tensor.cast %r#0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %bd = tensor.cast %r#1 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %a0d = tensor.cast %a0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%a0d) : (tensor<?xi64>) -> ()
  %b0d = tensor.cast %b0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%b0d) : (tensor<?xi64>) -> ()
  return
}
