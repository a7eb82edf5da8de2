// Read-after-write on the same tensor in straight-line code: an element of
// t0 is extracted AFTER t1 = insert into t0 was created, and then inserted
// into t1. In place, the extract would read the new value. Then a swap of
// two elements written with the extracts interleaved between the inserts
// (extract a, insert b at 0, extract from the old tensor, insert at 1).
//
// t0 = [1, 2]; t1 = t0 with [0] = 5; t2 = t1 with [1] = t0[0] (= 1)
//   -> 5, 1 (in place: 5, 5); t0 -> 1, 2
// u = [1, 2]; u1 = u with [0] = u[1]; u2 = u1 with [1] = u[0] -> 2, 1
//   (in place: 2, 2)
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v5 = arith.constant 5 : i64
  %t0 = tensor.from_elements %v1, %v2 : tensor<2xi64>
  %t1 = tensor.insert %v5 into %t0[%c0] : tensor<2xi64>
  %old = tensor.extract %t0[%c0] : tensor<2xi64>
  %t2 = tensor.insert %old into %t1[%c1] : tensor<2xi64>
  %t2d = tensor.cast %t2 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%t2d) : (tensor<?xi64>) -> ()
  %t0d = tensor.cast %t0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%t0d) : (tensor<?xi64>) -> ()
  %u = tensor.from_elements %v1, %v2 : tensor<2xi64>
  %b = tensor.extract %u[%c1] : tensor<2xi64>
  %u1 = tensor.insert %b into %u[%c0] : tensor<2xi64>
  %a = tensor.extract %u[%c0] : tensor<2xi64>
  %u2 = tensor.insert %a into %u1[%c1] : tensor<2xi64>
  %u2d = tensor.cast %u2 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%u2d) : (tensor<?xi64>) -> ()
  return
}
