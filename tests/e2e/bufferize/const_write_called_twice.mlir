// A dense constant tensor used as the init of an scf.for that writes into
// it, inside a function called twice. The constant is a read-only global
// (memref.get_global): writing into it in place would make the second call
// see the values of the first. Two textually equal constants (deduplicated
// into one global) in @main: one is written, the other printed after.
//
// f(k): c = [1, 2, 3]; acc[i] += k for i = 0..2; returns sum(acc).
// g() returns [1, 2, 3][0] read from the same global (= 1, never modified).
// f(10) = 6 + 30 = 36; f(100) = 6 + 300 = 306 (not 336).
// main: w = [5, 6] with [0] = 0 -> 0, 6; both constants print 5, 6.
// Expected (by hand): f(10), g(), f(100), g() = 36, 1, 306, 1, then 0, 6 / 5, 6 / 5, 6
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

func.func @f(%k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %c) -> tensor<3xi64> {
    %v = tensor.extract %acc[%i] : tensor<3xi64>
    %w = arith.addi %v, %k : i64
    %acc2 = tensor.insert %w into %acc[%i] : tensor<3xi64>
    scf.yield %acc2 : tensor<3xi64>
  }
  %rd = tensor.cast %r : tensor<3xi64> to tensor<?xi64>
  %s = func.call @sum(%rd) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @g() -> i64 {
  %c0 = arith.constant 0 : index
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %v = tensor.extract %c[%c0] : tensor<3xi64>
  return %v : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %v0 = arith.constant 0 : i64
  %k10 = arith.constant 10 : i64
  %k100 = arith.constant 100 : i64
  %a = func.call @f(%k10) : (i64) -> i64
  func.call @pr(%a) : (i64) -> ()
  %g1 = func.call @g() : () -> i64
  func.call @pr(%g1) : (i64) -> ()
  %b = func.call @f(%k100) : (i64) -> i64
  func.call @pr(%b) : (i64) -> ()
  %g2 = func.call @g() : () -> i64
  func.call @pr(%g2) : (i64) -> ()
  %c1 = arith.constant dense<[5, 6]> : tensor<2xi64>
  %c2 = arith.constant dense<[5, 6]> : tensor<2xi64>
  %w = tensor.insert %v0 into %c1[%c0] : tensor<2xi64>
  %wd = tensor.cast %w : tensor<2xi64> to tensor<?xi64>
  func.call @show(%wd) : (tensor<?xi64>) -> ()
  %c1d = tensor.cast %c1 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%c1d) : (tensor<?xi64>) -> ()
  %c2d = tensor.cast %c2 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%c2d) : (tensor<?xi64>) -> ()
  return
}
