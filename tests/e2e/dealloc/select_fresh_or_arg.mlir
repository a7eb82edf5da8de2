// arith.select between a freshly computed tensor and a function argument:
// the selected buffer is either owned by the callee (must be freed there,
// in both cases) or the caller's (must not be freed by the callee). Also
// in an scf.for: every iteration selects between a new tensor and the
// argument and sums the selection, so each iteration's fresh tensor must be
// freed in that iteration.
//
// t = iota(4) = [0, 1, 2, 3]; f(c, t) = sum(c ? 2 * t : t).
// Expected (by hand): f(true, t) = 12; f(false, t) = 6;
//   loop i = 0..4 selecting 2 * t on odd i: 6 + 12 + 6 + 12 + 6 = 42;
//   sum(t) at the end: 6.
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

func.func @f(%c: i1, %t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %r = arith.select %c, %d, %t : tensor<?xi64>
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @loop(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %tot = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> i64 {
    %p = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %p, %c1 : index
    %e = tensor.empty(%n) : tensor<?xi64>
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.addi %in, %in : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    %r = arith.select %odd, %d, %t : tensor<?xi64>
    %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  return %tot : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c4 = arith.constant 4 : index
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %a = func.call @f(%true, %t) : (i1, tensor<?xi64>) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @f(%false, %t) : (i1, tensor<?xi64>) -> i64
  func.call @pr(%b) : (i64) -> ()
  %l = func.call @loop(%t) : (tensor<?xi64>) -> i64
  func.call @pr(%l) : (i64) -> ()
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  return
}
