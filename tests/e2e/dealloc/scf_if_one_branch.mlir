// Upstream leaves a bufferization.clone here; the harness lowers it with convert-bufferization-to-memref.
//
// scf.if that allocates in its then-branch only and yields the function
// argument from its else-branch; the result is returned (function boundary:
// the returned buffer may alias the argument, so the callee must hand the
// caller an owned buffer either way).
//
// t = iota(4) = [0, 1, 2, 3]
// Expected: sum(maybe_double(true, t)) = 12; sum(maybe_double(false, t)) = 6;
// r3 = maybe_double(true, maybe_double(true, t)) -> 24; sum(t) = 6.
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

func.func @maybe_double(%c: i1, %t: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<?xi64> {
    %n = tensor.dim %t, %c0 : tensor<?xi64>
    %e = tensor.empty(%n) : tensor<?xi64>
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.addi %in, %in : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    scf.yield %d : tensor<?xi64>
  } else {
    scf.yield %t : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c4 = arith.constant 4 : index
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %r1 = func.call @maybe_double(%true, %t) : (i1, tensor<?xi64>) -> tensor<?xi64>
  %s1 = func.call @sum(%r1) : (tensor<?xi64>) -> i64
  func.call @pr(%s1) : (i64) -> ()
  %r2 = func.call @maybe_double(%false, %t) : (i1, tensor<?xi64>) -> tensor<?xi64>
  %s2 = func.call @sum(%r2) : (tensor<?xi64>) -> i64
  func.call @pr(%s2) : (i64) -> ()
  %r3 = func.call @maybe_double(%true, %r1) : (i1, tensor<?xi64>) -> tensor<?xi64>
  %s3 = func.call @sum(%r3) : (tensor<?xi64>) -> i64
  func.call @pr(%s3) : (i64) -> ()
  %s4 = func.call @sum(%t) : (tensor<?xi64>) -> i64
  func.call @pr(%s4) : (i64) -> ()
  return
}
