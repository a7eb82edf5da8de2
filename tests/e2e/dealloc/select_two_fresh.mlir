// arith.select between two freshly computed tensors (bufferized to an
// arith.select of the two buffers): the selected buffer is written in
// place (tensor.insert: neither tensor is used afterwards, so no copy) and
// summed; both buffers must be freed exactly once, whichever was selected.
//
// a = iota(n); b = n copies of 5; r = c ? a : b; r[0] = 100.
// Expected (by hand): (true, 4): [100, 1, 2, 3] -> 106
//   (false, 4): [100, 5, 5, 5] -> 115; (true, 1): [100] -> 100
func.func private @printI64(i64)
func.func private @printNewline()

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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %five = arith.constant 5 : i64
  %hundred = arith.constant 100 : i64
  %a = func.call @iota(%n) : (index) -> tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %b = linalg.fill ins(%five : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = arith.select %c, %a, %b : tensor<?xi64>
  %w = tensor.insert %hundred into %r[%c0] : tensor<?xi64>
  %s = func.call @sum(%w) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @run(%true, %c4) : (i1, index) -> ()
  func.call @run(%false, %c4) : (i1, index) -> ()
  func.call @run(%true, %c1) : (i1, index) -> ()
  return
}
