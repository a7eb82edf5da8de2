// Inside an scf.for, the iter_arg is read AFTER a newer version of it was
// written in the same iteration (extract from acc after acc2 = insert into
// acc): that read must see the old element, so the insert must be out of
// place. The new version is copied back into the iter_arg (linalg.copy
// after the read) so that the yield is equivalent to the iter_arg, as
// upstream's default options require (see nonequiv_for_read_old_iter_arg
// for the version without the copy back).
//
// a0 = [1, 2, 3, 4] (from_elements); i: acc2 = acc with [i] = 0;
// s += acc[i] (the old value)
// Expected (by hand): s = 1 + 2 + 3 + 4 = 10; acc = 0, 0, 0, 0;
// a0 = 1, 2, 3, 4
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v0 = arith.constant 0 : i64
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %a0 = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<4xi64>
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a0, %s = %v0) -> (tensor<4xi64>, i64) {
    %acc2 = tensor.insert %v0 into %acc[%i] : tensor<4xi64>
    %old = tensor.extract %acc[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %old : i64
    %acc3 = linalg.copy ins(%acc2 : tensor<4xi64>) outs(%acc : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %acc3, %s2 : tensor<4xi64>, i64
  }
  func.call @pr(%r#1) : (i64) -> ()
  %rd = tensor.cast %r#0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %a0d = tensor.cast %a0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%a0d) : (tensor<?xi64>) -> ()
  return
}
