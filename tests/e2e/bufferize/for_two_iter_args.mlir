// scf.for with two tensor iter_args and one i64 iter_arg: a is doubled
// element by element, b receives a's OLD elements in reverse order, s sums
// the old elements. The init of a (a constant) is printed after the loop.
//
// a0 = [1, 2, 3, 4] (constant), b0 = fill(0, 4)
// i: x = a[i]; a[i] = 2x; b[3-i] = x; s += x
// Expected (by hand): a = 2, 4, 6, 8; b = 4, 3, 2, 1; s = 10;
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
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %a0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %b0 = linalg.fill ins(%zero : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %a0, %b = %b0, %s = %zero) -> (tensor<4xi64>, tensor<4xi64>, i64) {
    %x = tensor.extract %a[%i] : tensor<4xi64>
    %x2 = arith.addi %x, %x : i64
    %a2 = tensor.insert %x2 into %a[%i] : tensor<4xi64>
    %j = arith.subi %c3, %i : index
    %b2 = tensor.insert %x into %b[%j] : tensor<4xi64>
    %s2 = arith.addi %s, %x : i64
    scf.yield %a2, %b2, %s2 : tensor<4xi64>, tensor<4xi64>, i64
  }
  %ad = tensor.cast %r#0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %bd = tensor.cast %r#1 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  func.call @pr(%r#2) : (i64) -> ()
  %a0d = tensor.cast %a0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%a0d) : (tensor<?xi64>) -> ()
  return
}
