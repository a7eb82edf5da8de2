// A write and a later read of the same tensor in a block reached by
// cf.br: the insert must not write the argument a later call reads.
// Expected (by hand), t = 1, 2 / 3, 4 (2x2), @f(t, 0, 7): the insert
// gives 7, 2 / 3, 4; @first reads t[0][0] of the argument as it was: 1.
// Prints 7 then 1, then main prints t[0][0] again: 1.
// UPSTREAM-MISCOMPILES: upstream One-Shot writes the insert into the argument in place when the ops lie in a block after cf.br (in one block it copies), so @first reads 7 and the program prints 7, 7, 1
func.func private @printI64(i64)
func.func private @printNewline()

func.func private @first(%t: tensor<?x2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0, %c0] : tensor<?x2xi64>
  return %v : i64
}

func.func @f(%t: tensor<?x2xi64>, %i: index, %x: i64) -> (tensor<?x2xi64>, i64) {
  %c0 = arith.constant 0 : index
  cf.br ^bb1
^bb1:
  %r = tensor.insert %x into %t[%i, %c0] : tensor<?x2xi64>
  %v = func.call @first(%t) : (tensor<?x2xi64>) -> i64
  return %r, %v : tensor<?x2xi64>, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  %k = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %e = tensor.empty() : tensor<2x2xi64>
  %m = linalg.copy ins(%k : tensor<2x2xi64>) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
  %t = tensor.cast %m : tensor<2x2xi64> to tensor<?x2xi64>
  %r, %v = func.call @f(%t, %c0, %seven) : (tensor<?x2xi64>, index, i64) -> (tensor<?x2xi64>, i64)
  %r0 = tensor.extract %r[%c0, %c0] : tensor<?x2xi64>
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %t0 = tensor.extract %t[%c0, %c0] : tensor<?x2xi64>
  func.call @printI64(%t0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
