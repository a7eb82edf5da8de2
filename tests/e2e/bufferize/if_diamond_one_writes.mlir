// scf.if returning a tensor: the then branch inserts into t, the else
// branch yields t unchanged; t is printed after the if. The then-branch
// insert must be out of place (t is read later), and the if result is
// equivalent to t in one branch only.
//
// t = iota(4) = [0, 1, 2, 3]
// run(true):  r = t with [0] = 50 -> 50, 1, 2, 3; t -> 0, 1, 2, 3
// run(false): r = t -> 0, 1, 2, 3; t -> 0, 1, 2, 3
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

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %v50 = arith.constant 50 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %r = scf.if %c -> tensor<?xi64> {
    %t2 = tensor.insert %v50 into %t[%c0] : tensor<?xi64>
    scf.yield %t2 : tensor<?xi64>
  } else {
    scf.yield %t : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  func.call @run(%true) : (i1) -> ()
  func.call @run(%false) : (i1) -> ()
  return
}
