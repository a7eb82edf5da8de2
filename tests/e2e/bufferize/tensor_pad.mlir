// tensor.pad with static and with dynamic low/high amounts; the padding
// value depends on the index (padding region uses its block argument) in
// the static case. pad always bufferizes to a fresh allocation filled by a
// generate plus a copy of the source into a subview. The insert into q
// must not change q (printed after the insert) nor the source t (printed
// last).
//
// t = [1, 2, 3] (constant)
// p = pad(t, low 2, high 1, value 100 * i) = [0, 100, 1, 2, 3, 500]
// q = pad(t, low l = 1, high h = 2, value -1) = [-1, 1, 2, 3, -1, -1]
// q2 = q with [2] = 50 -> -1, 1, 50, 3, -1, -1
// Expected (by hand): p, q2, q, t (in this order; t = 1, 2, 3).
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

func.func @run(%l: index, %h: index) {
  %c2 = arith.constant 2 : index
  %v50 = arith.constant 50 : i64
  %v100 = arith.constant 100 : i64
  %m1 = arith.constant -1 : i64
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %p = tensor.pad %t low[2] high[1] {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %v100 : i64
    tensor.yield %v : i64
  } : tensor<3xi64> to tensor<6xi64>
  %pd = tensor.cast %p : tensor<6xi64> to tensor<?xi64>
  func.call @show(%pd) : (tensor<?xi64>) -> ()
  %q = tensor.pad %t low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %m1 : i64
  } : tensor<3xi64> to tensor<?xi64>
  %q2 = tensor.insert %v50 into %q[%c2] : tensor<?xi64>
  func.call @show(%q2) : (tensor<?xi64>) -> ()
  func.call @show(%q) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<3xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  func.call @run(%c1, %c2) : (index, index) -> ()
  return
}
