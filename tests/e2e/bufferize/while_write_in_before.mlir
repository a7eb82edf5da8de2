// scf.while whose BEFORE region writes the carried tensor (insert, in place:
// the value forwarded to scf.condition is the written version, which is
// equivalent to the before block argument) and whose after region writes
// another element; the dynamically sized init t0 is printed after the loop.
//
// t0 = [0, 7]; before: x = t[0] + 1, t[0] = x, continue while x < 5;
// after: t[1] = t[1] + t[0]
//   before [1, 7] -> after [1, 8] -> before [2, 8] -> after [2, 10] ->
//   before [3, 10] -> after [3, 13] -> before [4, 13] -> after [4, 17] ->
//   before [5, 17], x = 5: exit
// Expected (by hand): r = 5, 17; t0 = 0, 7
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %seven = arith.constant 7 : i64
  %t0 = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %seven : i64
    tensor.yield %v : i64
  } : tensor<?xi64>
  %r = scf.while (%t = %t0) : (tensor<?xi64>) -> tensor<?xi64> {
    %a = tensor.extract %t[%c0] : tensor<?xi64>
    %x = arith.addi %a, %one : i64
    %t2 = tensor.insert %x into %t[%c0] : tensor<?xi64>
    %c = arith.cmpi slt, %x, %five : i64
    scf.condition(%c) %t2 : tensor<?xi64>
  } do {
  ^bb0(%t: tensor<?xi64>):
    %a = tensor.extract %t[%c0] : tensor<?xi64>
    %b = tensor.extract %t[%c1] : tensor<?xi64>
    %s = arith.addi %a, %b : i64
    %t2 = tensor.insert %s into %t[%c1] : tensor<?xi64>
    scf.yield %t2 : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t0) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  func.call @run(%c2) : (index) -> ()
  return
}
