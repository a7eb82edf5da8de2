// A slice of a function argument is read and then overwritten by a
// linalg.fill in every iteration of a loop; the next iteration reads the
// argument's slice again, so the fill must not write the argument (it goes
// out of place: one allocation, no copy, as upstream; before, the slice was
// copied instead). The argument stays intact for the caller.
//
// t = [5, 6, 7, 8]; for i in 0..3: s = t[0:3]; v = s[i]; f = fill(v);
// acc += f[0] (= v): 5 + 6 + 7
// Expected (by hand): acc = 18; t = 5, 6, 7, 8
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

func.func @run(%t: tensor<4xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = tensor.extract_slice %t[0] [%c3] [1] : tensor<4xi64> to tensor<?xi64>
    %v = tensor.extract %s[%i] : tensor<?xi64>
    %f = linalg.fill ins(%v : i64) outs(%s : tensor<?xi64>) -> tensor<?xi64>
    %w = tensor.extract %f[%c0] : tensor<?xi64>
    %a = arith.addi %acc, %w : i64
    scf.yield %a : i64
  }
  return %r : i64
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %s = func.call @run(%t, %c3) : (tensor<4xi64>, index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
