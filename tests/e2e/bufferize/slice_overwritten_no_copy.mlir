// An extract_slice of %a that must not alias %a (%a is read afterwards)
// and is then entirely overwritten by a fill: its buffer is a new
// allocation without a copy of the slice. The slice that is read before
// its fill keeps the copy. Value semantics: the fills never show in %a.
// Expected (by hand): 7, 7 / 10, 20, 30, 40 / 30 then 9, 9 / 10, 20, 30, 40.
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  %nine = arith.constant 9 : i64
  %cst = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.copy ins(%cst : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %s = tensor.extract_slice %a[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %f = linalg.fill ins(%seven : i64) outs(%s : tensor<2xi64>) -> tensor<2xi64>
  %fc = tensor.cast %f : tensor<2xi64> to tensor<?xi64>
  func.call @show(%fc) : (tensor<?xi64>) -> ()
  %ac = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ac) : (tensor<?xi64>) -> ()
  %s2 = tensor.extract_slice %a[2] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %x = tensor.extract %s2[%c0] : tensor<2xi64>
  func.call @pr(%x) : (i64) -> ()
  %f2 = linalg.fill ins(%nine : i64) outs(%s2 : tensor<2xi64>) -> tensor<2xi64>
  %f2c = tensor.cast %f2 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%f2c) : (tensor<?xi64>) -> ()
  func.call @show(%ac) : (tensor<?xi64>) -> ()
  return
}
