// UPSTREAM-MISCOMPILES: upstream's One-Shot Bufferize writes into the constant's read-only global (only its deallocation's clone of the returned global hides it)
// A function returns a tensor constant (a read-only global once
// bufferized); its caller writes into the result. The write must go to a
// copy: the global is read-only (and shared by every call). Before the fix
// ferrobuf (and upstream) wrote into the global: the second call returned
// the first call's write, and the write itself hit read-only memory.
// Expected (by hand): 9, 2, 3 / 1, 2, 3.
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

func.func @table() -> tensor<3xi64> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  return %c : tensor<3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9 : i64
  %t = func.call @table() : () -> tensor<3xi64>
  %w = tensor.insert %nine into %t[%c0] : tensor<3xi64>
  %wc = tensor.cast %w : tensor<3xi64> to tensor<?xi64>
  func.call @show(%wc) : (tensor<?xi64>) -> ()
  %u = func.call @table() : () -> tensor<3xi64>
  %uc = tensor.cast %u : tensor<3xi64> to tensor<?xi64>
  func.call @show(%uc) : (tensor<?xi64>) -> ()
  return
}
