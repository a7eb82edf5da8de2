// UPSTREAM-MISCOMPILES: upstream One-Shot also passes the one buffer to both written arguments (prints -5 and -10)
// One tensor passed to two arguments of a call that writes both, the
// second reaching the call through a tensor.cast chain (to a dynamic
// shape and back). The callee assumes distinct buffers: it fills the
// first, copies into the second, then reads the first. Both operands in
// place on one buffer made the read see the copy (printed -5; the
// fuzzer's seed 12436 @t1, in an scf.while body). The casts are decided
// after the call (bottom-up), so the call's rule for two operands of one
// buffer must count values that decisions may still join.
//
// Expected: r = 11 (the first argument filled with 11); in a loop of two
// iterations, the sum of two calls: 22
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

func.func private @fill_copy_read(%a: tensor<4xi64>, %b: tensor<4xi64>) -> i64 {
  %eleven = arith.constant 11 : i64
  %f = linalg.fill ins(%eleven : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  %k = arith.constant dense<-5> : tensor<4xi64>
  %c = linalg.copy ins(%k : tensor<4xi64>) outs(%b : tensor<4xi64>) -> tensor<4xi64>
  %c3 = arith.constant 3 : index
  %v = tensor.extract %f[%c3] : tensor<4xi64>
  return %v : i64
}

func.func @cast_chain() -> i64 {
  %m = arith.constant -7 : i64
  %t = tensor.from_elements %m, %m, %m, %m : tensor<4xi64>
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %u = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = func.call @fill_copy_read(%t, %u) : (tensor<4xi64>, tensor<4xi64>) -> i64
  return %r : i64
}

func.func @cast_chain_in_loop(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant -7 : i64
  %zero = arith.constant 0 : i64
  %t = tensor.from_elements %m, %m, %m, %m : tensor<4xi64>
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %u = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
    %r = func.call @fill_copy_read(%t, %u) : (tensor<4xi64>, tensor<4xi64>) -> i64
    %a = arith.addi %acc, %r : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %r = func.call @cast_chain() : () -> i64
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s = func.call @cast_chain_in_loop(%c2) : (index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
