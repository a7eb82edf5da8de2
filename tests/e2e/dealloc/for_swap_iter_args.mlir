// scf.for with two tensor iter_args that are yielded swapped/combined:
// (a, b) -> (b, a + b), elementwise Fibonacci on tensor<2xi64>; the new
// tensor a + b is allocated per iteration and the old a dies.
// (The yields must be equivalent to the iter_args for one-shot-bufferize's
// default options, so b is copied into a's buffer and the new sum into b's
// buffer with linalg.copy; the sum is the per-iteration allocation.)
// a0 = [0, 1], b0 = [1, 1]; after 5 iterations:
//   lane 0: (0,1)->(1,1)->(1,2)->(2,3)->(3,5)->(5,8)
//   lane 1: (1,1)->(1,2)->(2,3)->(3,5)->(5,8)->(8,13)
// Expected: a = [5, 8], b = [8, 13].
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a0 = arith.constant dense<[0, 1]> : tensor<2xi64>
  %b0 = arith.constant dense<[1, 1]> : tensor<2xi64>
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<2xi64>, tensor<2xi64>) {
    %e = tensor.empty() : tensor<2xi64>
    %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<2xi64>, tensor<2xi64>) outs(%e : tensor<2xi64>) {
    ^bb0(%x: i64, %y: i64, %out: i64):
      %v = arith.addi %x, %y : i64
      linalg.yield %v : i64
    } -> tensor<2xi64>
    %na = linalg.copy ins(%b : tensor<2xi64>) outs(%a : tensor<2xi64>) -> tensor<2xi64>
    %nb = linalg.copy ins(%s : tensor<2xi64>) outs(%b : tensor<2xi64>) -> tensor<2xi64>
    scf.yield %na, %nb : tensor<2xi64>, tensor<2xi64>
  }
  %x0 = tensor.extract %r#0[%c0] : tensor<2xi64>
  %x1 = tensor.extract %r#0[%c1] : tensor<2xi64>
  %y0 = tensor.extract %r#1[%c0] : tensor<2xi64>
  %y1 = tensor.extract %r#1[%c1] : tensor<2xi64>
  func.call @pr(%x0) : (i64) -> ()
  func.call @pr(%x1) : (i64) -> ()
  func.call @pr(%y0) : (i64) -> ()
  func.call @pr(%y1) : (i64) -> ()
  return
}
