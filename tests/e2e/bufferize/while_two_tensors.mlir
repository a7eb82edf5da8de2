// scf.while with two tensor loop-carried values: a (a fresh tensor.generate
// result, printed again after the loop: the loop must work on a copy) and b
// (Fibonacci pair updated with two extracts then two inserts, so the second
// insert reads nothing overwritten by the first). The before region only
// reads a; the after region writes both in place.
//
// a0 = generate(i -> 100 * i) = [0, 100]; b0 = [1, 1] (constant)
// while a[0] < 4: a[0] += 1; (b0, b1) = (b1, b0 + b1)
// b: (1,1) -> (1,2) -> (2,3) -> (3,5) -> (5,8) (4 iterations)
// Expected (by hand): a = 4, 100; b = 5, 8; a0 = 0, 100
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
  %one = arith.constant 1 : i64
  %four = arith.constant 4 : i64
  %hundred = arith.constant 100 : i64
  %a0 = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %hundred : i64
    tensor.yield %v : i64
  } : tensor<2xi64>
  %b0 = arith.constant dense<1> : tensor<2xi64>
  %r:2 = scf.while (%a = %a0, %b = %b0) : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
    %x = tensor.extract %a[%c0] : tensor<2xi64>
    %c = arith.cmpi slt, %x, %four : i64
    scf.condition(%c) %a, %b : tensor<2xi64>, tensor<2xi64>
  } do {
  ^bb0(%a: tensor<2xi64>, %b: tensor<2xi64>):
    %x = tensor.extract %a[%c0] : tensor<2xi64>
    %x1 = arith.addi %x, %one : i64
    %a2 = tensor.insert %x1 into %a[%c0] : tensor<2xi64>
    %p = tensor.extract %b[%c0] : tensor<2xi64>
    %q = tensor.extract %b[%c1] : tensor<2xi64>
    %pq = arith.addi %p, %q : i64
    %b1 = tensor.insert %q into %b[%c0] : tensor<2xi64>
    %b2 = tensor.insert %pq into %b1[%c1] : tensor<2xi64>
    scf.yield %a2, %b2 : tensor<2xi64>, tensor<2xi64>
  }
  %ad = tensor.cast %r#0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %bd = tensor.cast %r#1 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %a0d = tensor.cast %a0 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%a0d) : (tensor<?xi64>) -> ()
  return
}
