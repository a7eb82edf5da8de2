// UPSTREAM-MISCOMPILES: after a cf.br, upstream One-Shot writes the unused first insert into the argument's buffer in place, and the second insert, which reads the argument's old contents, sees it (prints 29, 2, 29 for b)
// Two inserts into one tensor argument, in a block entered by cf.br; the
// first one's result is unused, the second must still see the old
// contents. Found by the fuzzer (seed 12002 @t47, where both inserts
// wrote the same element and upstream's output happened to be right).
//
// t = [1, 2, 3]; b = t with [2] = 29: 1, 2, 29; t afterwards: 1, 2, 3
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

func.func @two_inserts(%t: tensor<3xi64>, %i: index, %j: index) -> tensor<3xi64> {
  %c = arith.constant 29 : i64
  cf.br ^bb1
^bb1:
  %a = tensor.insert %c into %t[%i] : tensor<3xi64>
  %b = tensor.insert %c into %t[%j] : tensor<3xi64>
  return %b : tensor<3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %b = func.call @two_inserts(%t, %c0, %c2) : (tensor<3xi64>, index, index) -> tensor<3xi64>
  %bd = tensor.cast %b : tensor<3xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<3xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
