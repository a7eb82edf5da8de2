// A function that writes into its tensor argument and returns the result
// (equivalent to the argument: with function-boundary bufferization the
// callee writes into the caller's buffer). The caller reads the original
// tensor after the first call, so that call must get a copy; the second
// call's operand is dead afterwards and may be updated in place.
//
// bump(t, i) = t with [i] = t[i] + 1
// t = iota(3) = [0, 1, 2]; u = bump(t, 0) = 1, 1, 2; t = 0, 1, 2;
// v = bump(u, 2) = 1, 1, 3
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

func.func @bump(%t: tensor<?xi64>, %i: index) -> tensor<?xi64> {
  %one = arith.constant 1 : i64
  %v = tensor.extract %t[%i] : tensor<?xi64>
  %w = arith.addi %v, %one : i64
  %r = tensor.insert %w into %t[%i] : tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %u = func.call @bump(%t, %c0) : (tensor<?xi64>, index) -> tensor<?xi64>
  func.call @show(%u) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %v = func.call @bump(%u, %c2) : (tensor<?xi64>, index) -> tensor<?xi64>
  func.call @show(%v) : (tensor<?xi64>) -> ()
  return
}
