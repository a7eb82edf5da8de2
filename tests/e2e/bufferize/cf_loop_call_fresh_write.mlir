// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// A cf loop calls a function returning a view of the carried tensor,
// fills the result (out of place: the carried tensor and the result are
// read afterwards, so the fill writes a buffer allocated after the call),
// reads both, and carries either the filled tensor or the old one on.
// The write goes into a buffer no earlier run of the call took, so the
// deallocation's call-result aliasing check must accept it (it refused
// the fuzzer's seed 12409 @t19, unreduced, this way).
// Expected (by hand), init 5, 6, 7, 8 and n = 3:
//   i = 0: t = 5,6,7,8: acc += t[0] + r[1] = 11; even: carry the fill (1s)
//   i = 1: t = 1s: acc = 13; odd: carry t (1s)
//   i = 2: t = 1s: acc = 15; even: carry the fill (3s)
//   prints 15, then t[0] at the exit: 3
func.func private @printI64(i64)
func.func private @printNewline()

func.func private @view(%a: tensor<4xi64>) -> tensor<4xi64> {
  %s = tensor.extract_slice %a[0] [4] [1] : tensor<4xi64> to tensor<4xi64>
  return %s : tensor<4xi64>
}

func.func @run(%init: tensor<4xi64>, %n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  cf.br ^head(%zero, %init, %zero : i64, tensor<4xi64>, i64)
^head(%i: i64, %t: tensor<4xi64>, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %r = func.call @view(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %i1 = arith.addi %i, %one : i64
  %f = linalg.fill ins(%i1 : i64) outs(%r : tensor<4xi64>) -> tensor<4xi64>
  %a = tensor.extract %t[%c0] : tensor<4xi64>
  %b = tensor.extract %r[%c1] : tensor<4xi64>
  %s1 = arith.addi %acc, %a : i64
  %s2 = arith.addi %s1, %b : i64
  %rem = arith.remsi %i, %two : i64
  %even = arith.cmpi eq, %rem, %zero : i64
  %next = arith.select %even, %f, %t : tensor<4xi64>
  cf.br ^head(%i1, %next, %s2 : i64, tensor<4xi64>, i64)
^exit:
  %e = tensor.extract %t[%c0] : tensor<4xi64>
  return %acc, %e : i64, i64
}

func.func @main() {
  %n = arith.constant 3 : i64
  %a = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %acc, %e = func.call @run(%a, %n) : (tensor<4xi64>, i64) -> (i64, i64)
  func.call @printI64(%acc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
