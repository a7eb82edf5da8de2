// A chain of tensor.insert ops on a tensor.from_elements result; every
// intermediate version is printed AFTER the newest one, in reverse order, so
// each insert conflicts with the later reads of its operand and the copies
// must give each version its own contents.
//
// t0 = [10, 20, 30]; t1 = t0 with [0] = 1; t2 = t1 with [1] = 2;
// t3 = t2 with [2] = 3.
// Expected (by hand): t3 = 1, 2, 3; t2 = 1, 2, 30; t1 = 1, 20, 30;
// t0 = 10, 20, 30.
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
  %c2 = arith.constant 2 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v10 = arith.constant 10 : i64
  %v20 = arith.constant 20 : i64
  %v30 = arith.constant 30 : i64
  %t0 = tensor.from_elements %v10, %v20, %v30 : tensor<3xi64>
  %t1 = tensor.insert %v1 into %t0[%c0] : tensor<3xi64>
  %t2 = tensor.insert %v2 into %t1[%c1] : tensor<3xi64>
  %t3 = tensor.insert %v3 into %t2[%c2] : tensor<3xi64>
  %d3 = tensor.cast %t3 : tensor<3xi64> to tensor<?xi64>
  %d2 = tensor.cast %t2 : tensor<3xi64> to tensor<?xi64>
  %d1 = tensor.cast %t1 : tensor<3xi64> to tensor<?xi64>
  %d0 = tensor.cast %t0 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%d3) : (tensor<?xi64>) -> ()
  func.call @show(%d2) : (tensor<?xi64>) -> ()
  func.call @show(%d1) : (tensor<?xi64>) -> ()
  func.call @show(%d0) : (tensor<?xi64>) -> ()
  return
}
