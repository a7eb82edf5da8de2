// bufferization.materialize_in_destination with a tensor destination: the
// source's values are copied into the destination's buffer (which must be
// bufferized in place); once into a whole tensor.empty-based tensor, once
// into an extract_slice of a larger tensor that is then inserted back at
// the same offsets (the in-place slice pattern). The results are written
// afterwards while the source is printed last (it must be unchanged).
//
// src = [1, 2, 3, 4] (from_elements)
// r = materialize(src in d), d = fill(-5, 4) -> 1, 2, 3, 4
// r2 = r with [3] = 99 -> 1, 2, 3, 99
// big = fill(0, 8); s = big[2 .. 5]; big2 = insert_slice(materialize(src
//   in s)) into big[2 .. 5] -> 0, 0, 1, 2, 3, 4, 0, 0
// Expected (by hand): r, r2, big2 (in this order), then src = 1, 2, 3, 4.
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
  %c3 = arith.constant 3 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %v99 = arith.constant 99 : i64
  %m5 = arith.constant -5 : i64
  %zero = arith.constant 0 : i64
  %src = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %d = linalg.fill ins(%m5 : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r = bufferization.materialize_in_destination %src in %d : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %rd = tensor.cast %r : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %r2 = tensor.insert %v99 into %r[%c3] : tensor<4xi64>
  %r2d = tensor.cast %r2 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%r2d) : (tensor<?xi64>) -> ()
  %e8 = tensor.empty() : tensor<8xi64>
  %big = linalg.fill ins(%zero : i64) outs(%e8 : tensor<8xi64>) -> tensor<8xi64>
  %s = tensor.extract_slice %big[2] [4] [1] : tensor<8xi64> to tensor<4xi64>
  %ms = bufferization.materialize_in_destination %src in %s : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %big2 = tensor.insert_slice %ms into %big[2] [4] [1] : tensor<4xi64> into tensor<8xi64>
  %bd = tensor.cast %big2 : tensor<8xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %sd = tensor.cast %src : tensor<4xi64> to tensor<?xi64>
  func.call @show(%sd) : (tensor<?xi64>) -> ()
  return
}
