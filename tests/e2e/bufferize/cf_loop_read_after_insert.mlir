// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// UPSTREAM-MISCOMPILES: upstream One-Shot bufferizes the insert in place (it ignores writes outside a block argument's own block) and prints 7 / 21
//
// A cf loop whose body inserts into the loop-carried tensor %T and then
// reads the OLD element of %T: the insert must not overwrite %T's buffer
// in place. f(n) sums T[0] over n iterations, where T starts as zeros and
// each iteration's successor is "T with 7 at index 0".
// Expected: f(1) = 0 (the first read sees 0); f(3) = 0 + 7 + 7 = 14.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @f(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %seven = arith.constant 7 : i64
  %E0 = tensor.empty() : tensor<4xi64>
  %T0 = linalg.fill ins(%zero : i64) outs(%E0 : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^h(%c0, %T0, %zero : index, tensor<4xi64>, i64)
^h(%i: index, %T: tensor<4xi64>, %acc: i64):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^exit
^b:
  %U = tensor.insert %seven into %T[%c0] : tensor<4xi64>
  %x = tensor.extract %T[%c0] : tensor<4xi64>
  %acc2 = arith.addi %acc, %x : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %U, %acc2 : index, tensor<4xi64>, i64)
^exit:
  return %acc : i64
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = func.call @f(%c1) : (index) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @f(%c3) : (index) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
