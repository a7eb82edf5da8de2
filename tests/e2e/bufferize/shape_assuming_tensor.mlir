// shape.assuming regions on tensors: the region runs once; its results are
// the buffers its shape.assuming_yield yields.
//
// t = iota(4) = [0, 1, 2, 3]; the witness is `shape.const_witness true`
// (a shape.assuming with a witness that is not constant has no lowering
// short of canonicalizing the constraints away).
// 1. Inside the region: u = insert 50 into t[1] (t is printed afterwards:
//    a copy) and a fill of a fresh tensor with 8; both yielded with a
//    scalar read of t[3] = 3.
//    u = [0, 50, 2, 3], f = [8, 8, 8, 8], 3.
// 2. The result u is written again after the region (insert 60 at [0]):
//    in place, u is not read again: [60, 50, 2, 3].
// 3. A region yielding t itself, then written: t is printed afterwards, so
//    the write copies: [0, 1, 2, 70].
// Then t, unchanged.
// Expected (by hand):
//   0, 50, 2, 3
//   8, 8, 8, 8
//   3
//   60, 50, 2, 3
//   0, 1, 2, 70
//   0, 1, 2, 3
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n50 = arith.constant 50 : i64
  %n60 = arith.constant 60 : i64
  %n70 = arith.constant 70 : i64
  %n8 = arith.constant 8 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %w = shape.const_witness true
  // 1.
  %r:3 = shape.assuming %w -> (tensor<?xi64>, tensor<?xi64>, i64) {
    %u = tensor.insert %n50 into %t[%c1] : tensor<?xi64>
    %e = tensor.empty(%c4) : tensor<?xi64>
    %f = linalg.fill ins(%n8 : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
    %x = tensor.extract %t[%c3] : tensor<?xi64>
    shape.assuming_yield %u, %f, %x : tensor<?xi64>, tensor<?xi64>, i64
  }
  func.call @show(%r#0) : (tensor<?xi64>) -> ()
  func.call @show(%r#1) : (tensor<?xi64>) -> ()
  func.call @printI64(%r#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // 2.
  %u2 = tensor.insert %n60 into %r#0[%c0] : tensor<?xi64>
  func.call @show(%u2) : (tensor<?xi64>) -> ()
  // 3.
  %y = shape.assuming %w -> (tensor<?xi64>) {
    shape.assuming_yield %t : tensor<?xi64>
  }
  %y2 = tensor.insert %n70 into %y[%c3] : tensor<?xi64>
  func.call @show(%y2) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}
