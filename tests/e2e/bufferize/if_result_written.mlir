// scf.if yielding one of two different tensors (a fresh iota in one
// branch, a constant in the other: the result may alias either), then an
// insert into the if result while both candidates are printed afterwards.
// The insert must write into a copy whichever branch was taken (and the
// constant's read-only global is never written).
//
// a = iota(3) = [0, 1, 2]; b = [7, 8, 9]
// run(true):  r = a; r2 = 0, 100, 2; a = 0, 1, 2; b = 7, 8, 9
// run(false): r = b; r2 = 7, 100, 9; a = 0, 1, 2; b = 7, 8, 9
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
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v100 = arith.constant 100 : i64
  %a = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %bs = arith.constant dense<[7, 8, 9]> : tensor<3xi64>
  %b = tensor.cast %bs : tensor<3xi64> to tensor<?xi64>
  %r = scf.if %c -> tensor<?xi64> {
    scf.yield %a : tensor<?xi64>
  } else {
    scf.yield %b : tensor<?xi64>
  }
  %r2 = tensor.insert %v100 into %r[%c1] : tensor<?xi64>
  func.call @show(%r2) : (tensor<?xi64>) -> ()
  func.call @show(%a) : (tensor<?xi64>) -> ()
  func.call @show(%b) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  func.call @run(%true) : (i1) -> ()
  func.call @run(%false) : (i1) -> ()
  return
}
