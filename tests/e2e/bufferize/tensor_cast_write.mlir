// tensor.cast (static -> dynamic -> static) is a view: writes through a
// cast result must respect the value semantics of the cast's operand. The
// operand is a constant (memref.get_global of a read-only global), so the
// first insert must copy; w is printed after w2 was written, so the second
// insert must copy too.
//
// a = [1, 2, 3] (constant); w = cast(a) with [0] = 100;
// w2 = cast(w) with [2] = 200.
// Expected (by hand): w2 = 100, 2, 200; w = 100, 2, 3; a = 1, 2, 3.
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
  %c2 = arith.constant 2 : index
  %v100 = arith.constant 100 : i64
  %v200 = arith.constant 200 : i64
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %d = tensor.cast %a : tensor<3xi64> to tensor<?xi64>
  %w = tensor.insert %v100 into %d[%c0] : tensor<?xi64>
  %s = tensor.cast %w : tensor<?xi64> to tensor<3xi64>
  %w2 = tensor.insert %v200 into %s[%c2] : tensor<3xi64>
  %w2d = tensor.cast %w2 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%w2d) : (tensor<?xi64>) -> ()
  func.call @show(%w) : (tensor<?xi64>) -> ()
  func.call @show(%d) : (tensor<?xi64>) -> ()
  return
}
