// Functions that overwrite an argument without reading it, whose callers
// use the tensor they pass after the call (fuzzer seed 15835 @t27).
// @double reads its argument and overwrites it (linalg.add never reads
// its init): ferrobuf gives the add a new buffer, and the calls pass
// their tensors as they are; in place, each call would pass a copy.
// @double_last_use has one caller, which does not use its tensor after
// the call (only before): in place, no copy. The loop calls @double with
// a tensor defined outside it, read again in the next iteration.
// Expected: 2, 4, 6, 8 / 1, 2, 3, 4 / 10, 12, 14, 16 / 5 /
// t + 2t + 2t = 5, 10, 15, 20 / and t unchanged: 1, 2, 3, 4.
// Counts after One-Shot: 4 + 1 against upstream's 5 + 3 (5 + 3 before).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @double(%a: tensor<4xi64>) -> tensor<4xi64> {
  %d = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %d : tensor<4xi64>
}

func.func @double_last_use(%a: tensor<4xi64>) -> tensor<4xi64> {
  %d = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %d : tensor<4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i1 = arith.constant 1 : i64
  %i2 = arith.constant 2 : i64
  %i3 = arith.constant 3 : i64
  %i4 = arith.constant 4 : i64
  %i5 = arith.constant 5 : i64
  %i6 = arith.constant 6 : i64
  %i7 = arith.constant 7 : i64
  %i8 = arith.constant 8 : i64
  %t = tensor.from_elements %i1, %i2, %i3, %i4 : tensor<4xi64>
  %d = func.call @double(%t) : (tensor<4xi64>) -> tensor<4xi64>
  func.call @show(%d) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %u = tensor.from_elements %i5, %i6, %i7, %i8 : tensor<4xi64>
  %x = tensor.extract %u[%c0] : tensor<4xi64>
  %e = func.call @double_last_use(%u) : (tensor<4xi64>) -> tensor<4xi64>
  func.call @show(%e) : (tensor<4xi64>) -> ()
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %t) -> (tensor<4xi64>) {
    %n = func.call @double(%t) : (tensor<4xi64>) -> tensor<4xi64>
    %s = linalg.add ins(%acc, %n : tensor<4xi64>, tensor<4xi64>) outs(%acc : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  func.call @show(%r) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  return
}
