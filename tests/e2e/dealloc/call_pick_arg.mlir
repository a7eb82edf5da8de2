// Upstream leaves a bufferization.clone here; the harness lowers it with convert-bufferization-to-memref.
//
// A function returning one of its two tensor arguments (scf.if yielding
// either argument): the returned buffer aliases a caller-owned buffer, so
// the callee must hand back a buffer the caller may free independently
// (upstream: a clone) and must not free either argument; the caller keeps
// using both arguments after the calls.
//
// a = iota(3) = [0, 1, 2]; b = [5, 5].
// Expected (by hand): sum(pick(true, a, b)) = 3; sum(pick(false, a, b)) = 10;
// pick(true, pick(false, a, b), a) = b -> 10; then sum(a) = 3, sum(b) = 10.
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

func.func @pick(%c: i1, %a: tensor<?xi64>, %b: tensor<?xi64>) -> tensor<?xi64> {
  %r = scf.if %c -> tensor<?xi64> {
    scf.yield %a : tensor<?xi64>
  } else {
    scf.yield %b : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %five = arith.constant 5 : i64
  %a = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %e = tensor.empty(%c2) : tensor<?xi64>
  %b = linalg.fill ins(%five : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r1 = func.call @pick(%true, %a, %b) : (i1, tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %s1 = func.call @sum(%r1) : (tensor<?xi64>) -> i64
  func.call @pr(%s1) : (i64) -> ()
  %r2 = func.call @pick(%false, %a, %b) : (i1, tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %s2 = func.call @sum(%r2) : (tensor<?xi64>) -> i64
  func.call @pr(%s2) : (i64) -> ()
  %r3 = func.call @pick(%true, %r2, %a) : (i1, tensor<?xi64>, tensor<?xi64>) -> tensor<?xi64>
  %s3 = func.call @sum(%r3) : (tensor<?xi64>) -> i64
  func.call @pr(%s3) : (i64) -> ()
  %sa = func.call @sum(%a) : (tensor<?xi64>) -> i64
  func.call @pr(%sa) : (i64) -> ()
  %sb = func.call @sum(%b) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  return
}
