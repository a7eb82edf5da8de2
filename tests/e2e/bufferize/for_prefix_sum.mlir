// scf.for with one tensor iter_arg, updated in place each iteration by
// tensor.insert (reading the element written by the previous iteration).
//
// t = iota(5) + 1 = [1, 2, 3, 4, 5] (linalg.generic on the iota result)
// for i = 1..4: acc[i] = acc[i-1] + acc[i]  -> prefix sums
// Expected (by hand): 1, 3, 6, 10, 15; sum = 35
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

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1 : i64
  %i0 = func.call @iota(%c5) : (index) -> tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%i0 : tensor<?xi64>) {
  ^bb0(%o: i64):
    %p = arith.addi %o, %one : i64
    linalg.yield %p : i64
  } -> tensor<?xi64>
  %r = scf.for %i = %c1 to %c5 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %im = arith.subi %i, %c1 : index
    %prev = tensor.extract %acc[%im] : tensor<?xi64>
    %cur = tensor.extract %acc[%i] : tensor<?xi64>
    %s = arith.addi %prev, %cur : i64
    %acc2 = tensor.insert %s into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  return
}
