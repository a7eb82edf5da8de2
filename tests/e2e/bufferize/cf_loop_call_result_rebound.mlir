// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// A cf loop calls a function returning a view of its argument, fills the
// result with the iteration's number and passes the result back as the
// block argument the call took; the loop's exit reads that block
// argument. The read always sees the last fill, with or without the
// deallocation ABI's clone of the result, so the deallocation's
// call-result aliasing check must accept it (it refused it: fuzzer seed
// 12409 @t19). @keep_first passes the argument back instead of the
// result: its exit reads the argument, untouched by the fills (the
// callee's result is a view of the copy One-Shot makes for the write).
// Expected (by hand):
//   3              after three iterations (fills with 1, 2, 3)
//   5, 6, 7, 8     argument passed back: the input is unchanged
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

func.func private @view(%a: tensor<4xi64>) -> tensor<4xi64> {
  %s = tensor.extract_slice %a[0] [4] [1] : tensor<4xi64> to tensor<4xi64>
  return %s : tensor<4xi64>
}

func.func @refill(%init: tensor<4xi64>, %n: i64) -> i64 {
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  cf.br ^head(%zero, %init : i64, tensor<4xi64>)
^head(%i: i64, %t: tensor<4xi64>):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %r = func.call @view(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %i1 = arith.addi %i, %one : i64
  %f = linalg.fill ins(%i1 : i64) outs(%r : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^head(%i1, %f : i64, tensor<4xi64>)
^exit:
  %e = tensor.extract %t[%c3] : tensor<4xi64>
  return %e : i64
}

func.func @keep_first(%init: tensor<4xi64>, %n: i64) -> tensor<4xi64> {
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  cf.br ^head(%zero, %init : i64, tensor<4xi64>)
^head(%i: i64, %t: tensor<4xi64>):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %r = func.call @view(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %i1 = arith.addi %i, %one : i64
  %f = linalg.fill ins(%i1 : i64) outs(%r : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^head(%i1, %t : i64, tensor<4xi64>)
^exit:
  return %t : tensor<4xi64>
}

func.func @main() {
  %n = arith.constant 3 : i64
  %a = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %r = func.call @refill(%a, %n) : (tensor<4xi64>, i64) -> i64
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k = func.call @keep_first(%a, %n) : (tensor<4xi64>, i64) -> tensor<4xi64>
  func.call @show(%k) : (tensor<4xi64>) -> ()
  return
}
