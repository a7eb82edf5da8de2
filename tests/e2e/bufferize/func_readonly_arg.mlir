// Function arguments marked {bufferization.writable = false}: the callee
// may not write into the caller's buffer, so its insert goes to a copy even
// though the argument is dead in the callee afterwards. @ro_ret returns
// the written version (a new buffer). @rw (default: writable) writes in
// place into its argument and returns it; the caller reads the original
// afterwards in one call and not in the other.
//
// t = iota(4) = [0, 1, 2, 3]
// ro_sum(t) = sum(t with [0] = 100) = 100 + 1 + 2 + 3 = 106; t unchanged
// ro_ret(t) = t with [0] = 100 -> 100, 1, 2, 3; t -> 0, 1, 2, 3
// rw(t) = t with [0] = 7 -> 7, 1, 2, 3 (t dead afterwards)
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

func.func @ro_sum(%t: tensor<?xi64> {bufferization.writable = false}) -> i64 {
  %c0 = arith.constant 0 : index
  %v100 = arith.constant 100 : i64
  %t2 = tensor.insert %v100 into %t[%c0] : tensor<?xi64>
  %s = func.call @sum(%t2) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func private @ro_ret(%t: tensor<?xi64> {bufferization.writable = false}) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %v100 = arith.constant 100 : i64
  %t2 = tensor.insert %v100 into %t[%c0] : tensor<?xi64>
  return %t2 : tensor<?xi64>
}

func.func @rw(%t: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %v7 = arith.constant 7 : i64
  %t2 = tensor.insert %v7 into %t[%c0] : tensor<?xi64>
  return %t2 : tensor<?xi64>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %s = func.call @ro_sum(%t) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %r = func.call @ro_ret(%t) : (tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %w = func.call @rw(%t) : (tensor<?xi64>) -> tensor<?xi64>
  func.call @show(%w) : (tensor<?xi64>) -> ()
  return
}
