// A call inside an scf.for body whose callee writes into its tensor
// argument (the iter_arg) and returns it (equivalent result), so the loop
// stays in place on the iter_arg's buffer; the loop init (a from_elements
// tensor) is printed after the loop, so the loop must start from a copy.
//
// step(t, i) = t with [i] = 2 * t[i - 1]
// t0 = [1, 0, 0, 0, 0]; for i = 1..4: acc = step(acc, i)
// Expected (by hand): acc = 1, 2, 4, 8, 16; t0 = 1, 0, 0, 0, 0;
// sum(acc) = 31
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

// Sum of the elements of %t.
func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func private @step(%t: tensor<5xi64>, %i: index) -> tensor<5xi64> {
  %c1 = arith.constant 1 : index
  %im = arith.subi %i, %c1 : index
  %p = tensor.extract %t[%im] : tensor<5xi64>
  %d = arith.addi %p, %p : i64
  %r = tensor.insert %d into %t[%i] : tensor<5xi64>
  return %r : tensor<5xi64>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %v0 = arith.constant 0 : i64
  %v1 = arith.constant 1 : i64
  %t0 = tensor.from_elements %v1, %v0, %v0, %v0, %v0 : tensor<5xi64>
  %r = scf.for %i = %c1 to %c5 step %c1 iter_args(%acc = %t0) -> tensor<5xi64> {
    %acc2 = func.call @step(%acc, %i) : (tensor<5xi64>, index) -> tensor<5xi64>
    scf.yield %acc2 : tensor<5xi64>
  }
  %rd = tensor.cast %r : tensor<5xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %t0d = tensor.cast %t0 : tensor<5xi64> to tensor<?xi64>
  func.call @show(%t0d) : (tensor<?xi64>) -> ()
  %s = func.call @sum(%rd) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  return
}
