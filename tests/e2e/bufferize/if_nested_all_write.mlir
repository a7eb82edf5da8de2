// Nested scf.if whose three leaves all write t differently (insert, fill,
// elementwise generic with outs = t); t is printed after the outer if, so
// every leaf must work on a copy. The results flow through two levels of
// scf.yield.
//
// t = iota(3) = [0, 1, 2]
// (c, d) = (true, -):   t with [0] = 1 -> 1, 1, 2
// (false, true):        fill 7        -> 7, 7, 7
// (false, false):       2 * t         -> 0, 2, 4
// after each: t = 0, 1, 2
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

func.func @run(%c: i1, %d: i1) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v1 = arith.constant 1 : i64
  %v7 = arith.constant 7 : i64
  %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %r = scf.if %c -> tensor<?xi64> {
    %a = tensor.insert %v1 into %t[%c0] : tensor<?xi64>
    scf.yield %a : tensor<?xi64>
  } else {
    %in = scf.if %d -> tensor<?xi64> {
      %f = linalg.fill ins(%v7 : i64) outs(%t : tensor<?xi64>) -> tensor<?xi64>
      scf.yield %f : tensor<?xi64>
    } else {
      %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<?xi64>) {
      ^bb0(%o: i64):
        %x = arith.addi %o, %o : i64
        linalg.yield %x : i64
      } -> tensor<?xi64>
      scf.yield %g : tensor<?xi64>
    }
    scf.yield %in : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  func.call @run(%true, %false) : (i1, i1) -> ()
  func.call @run(%false, %true) : (i1, i1) -> ()
  func.call @run(%false, %false) : (i1, i1) -> ()
  return
}
