// tensor.insert_slice into a destination that is read again afterwards
// (inserted into a second time, printed at the end): the first insert_slice
// must bufferize out of place (alloc + copy of the destination). A third
// insert_slice then copies a slice of r into r itself at an overlapping
// position (r is dead afterwards, so this one may be in place).
//
// d = fill(0, 5 elements); src = [7, 8]
// r  = d with [1 .. 2] = src -> 0, 7, 8, 0, 0
// r2 = d with [3 .. 4] = src -> 0, 0, 0, 7, 8   (from the ORIGINAL d)
// d                          -> 0, 0, 0, 0, 0
// r3 = r with [0 .. 1] = r[1 .. 2] = [7, 8] -> 7, 8, 8, 0, 0
// Expected (by hand): the four lines above in this order (r, r2, d, r3).
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
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %src = arith.constant dense<[7, 8]> : tensor<2xi64>
  %e = tensor.empty(%c5) : tensor<?xi64>
  %d = linalg.fill ins(%zero : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = tensor.insert_slice %src into %d[1] [2] [1] : tensor<2xi64> into tensor<?xi64>
  %r2 = tensor.insert_slice %src into %d[3] [2] [1] : tensor<2xi64> into tensor<?xi64>
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%r2) : (tensor<?xi64>) -> ()
  func.call @show(%d) : (tensor<?xi64>) -> ()
  %s = tensor.extract_slice %r[1] [2] [1] : tensor<?xi64> to tensor<2xi64>
  %r3 = tensor.insert_slice %s into %r[0] [2] [1] : tensor<2xi64> into tensor<?xi64>
  func.call @show(%r3) : (tensor<?xi64>) -> ()
  return
}
