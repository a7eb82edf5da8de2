// An extract_slice of t taken BEFORE an scf.for that overwrites every
// element of t (t is the loop's init, updated in place in the iter_arg),
// and read only after the loop: the slice is a subview of t's buffer, so
// the loop must run on a copy of t (or the slice be copied) to keep its old
// values.
//
// t = iota(4) = [0, 1, 2, 3]; s = t[1 .. 2] = [1, 2]
// loop: acc[i] += 100 -> 100, 101, 102, 103
// Expected (by hand): r = 100, 101, 102, 103; s = 1, 2; sum(s) = 3
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %hundred = arith.constant 100 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %s = tensor.extract_slice %t[1] [%c2] [1] : tensor<?xi64> to tensor<?xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %v = tensor.extract %acc[%i] : tensor<?xi64>
    %w = arith.addi %v, %hundred : i64
    %acc2 = tensor.insert %w into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%s) : (tensor<?xi64>) -> ()
  %ss = func.call @sum(%s) : (tensor<?xi64>) -> i64
  func.call @pr(%ss) : (i64) -> ()
  return
}
