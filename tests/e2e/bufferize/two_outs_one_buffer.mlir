// A linalg.generic with two `outs` that may share a buffer (lit
// two-outs-one-buffer.mlir; fuzzer seed 14157 @t3): the `outs` the op
// reads keeps the buffer, the one it only writes gets a new buffer
// without a copy; in a loop, the iter_arg stays in place and the result
// yielded is that new buffer. Each result still holds its own value.
// UPSTREAM-FAILS: in @loop_iter_arg_read the yield is not equivalent to its iter_arg ("Yield operand #0 is not equivalent to the corresponding iter bbArg")
// Expected (by hand), t = [1, 2, 3, 4], i = 1:
// @loop_iter_arg_read(t, n): each iteration doubles a (p0 = o1 + x =
// 2a), so n = 2 gives [4, 8, 12, 16]; t itself is unchanged: 2.
// @same_tensor_twice: p0 = 3t, p1 = t: 6, 2; t unchanged: 2.
// @both_read: p0 = o0 + o1 = 2t, p1 = o0 = t: 4, 2; t unchanged: 2.
// @loop_iter_arg_read(t, 0): the loop result is t: 2.
// @yield_init_buffer(t, n, 1) (the fill of the outer tensor is yielded;
// copy-back finds it in the carried buffer): s = t[1] + 0 + 1 = 3 and
// r[1] = 2 for n = 3; s = 0 and r[1] = t[1] = 2 for n = 0.
#id = affine_map<(d0) -> (d0)>
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @loop_iter_arg_read(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %p:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a : tensor<4xi64>) outs(%t, %a : tensor<4xi64>, tensor<4xi64>) {
    ^bb0(%x: i64, %o0: i64, %o1: i64):
      %s = arith.addi %o1, %x : i64
      linalg.yield %s, %x : i64, i64
    } -> (tensor<4xi64>, tensor<4xi64>)
    scf.yield %p#0 : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @same_tensor_twice(%t: tensor<4xi64>, %i: index) -> (i64, i64) {
  %p:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%t, %t : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%o0: i64, %o1: i64):
    %c3 = arith.constant 3 : i64
    %s = arith.muli %o1, %c3 : i64
    linalg.yield %s, %o1 : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  %a = tensor.extract %p#0[%i] : tensor<4xi64>
  %b = tensor.extract %p#1[%i] : tensor<4xi64>
  return %a, %b : i64, i64
}

func.func @both_read(%t: tensor<4xi64>, %i: index) -> (i64, i64) {
  %p:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%t, %t : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%o0: i64, %o1: i64):
    %s = arith.addi %o0, %o1 : i64
    linalg.yield %s, %o0 : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  %a = tensor.extract %p#0[%i] : tensor<4xi64>
  %b = tensor.extract %p#1[%i] : tensor<4xi64>
  return %a, %b : i64, i64
}

func.func @yield_init_buffer(%t: tensor<4xi64>, %n: index, %i: index) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %s = %z) -> (tensor<4xi64>, i64) {
    %x = tensor.extract %a[%i] : tensor<4xi64>
    %s2 = arith.addi %s, %x : i64
    %ki = arith.index_cast %k : index to i64
    %f = linalg.fill ins(%ki : i64) outs(%t : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f, %s2 : tensor<4xi64>, i64
  }
  return %r#0, %r#1 : tensor<4xi64>, i64
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %u = bufferization.alloc_tensor() copy(%t) : tensor<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = func.call @loop_iter_arg_read(%u, %c2) : (tensor<4xi64>, index) -> tensor<4xi64>
  %r0 = tensor.extract %r[%c0] : tensor<4xi64>
  %r1 = tensor.extract %r[%c1] : tensor<4xi64>
  %r2 = tensor.extract %r[%c2] : tensor<4xi64>
  %r3 = tensor.extract %r[%c3] : tensor<4xi64>
  func.call @print(%r0) : (i64) -> ()
  func.call @print(%r1) : (i64) -> ()
  func.call @print(%r2) : (i64) -> ()
  func.call @print(%r3) : (i64) -> ()
  %u1 = tensor.extract %u[%c1] : tensor<4xi64>
  func.call @print(%u1) : (i64) -> ()
  %s:2 = func.call @same_tensor_twice(%u, %c1) : (tensor<4xi64>, index) -> (i64, i64)
  func.call @print(%s#0) : (i64) -> ()
  func.call @print(%s#1) : (i64) -> ()
  %u2 = tensor.extract %u[%c1] : tensor<4xi64>
  func.call @print(%u2) : (i64) -> ()
  %b:2 = func.call @both_read(%u, %c1) : (tensor<4xi64>, index) -> (i64, i64)
  func.call @print(%b#0) : (i64) -> ()
  func.call @print(%b#1) : (i64) -> ()
  %u3 = tensor.extract %u[%c1] : tensor<4xi64>
  func.call @print(%u3) : (i64) -> ()
  %z = func.call @loop_iter_arg_read(%u, %c0) : (tensor<4xi64>, index) -> tensor<4xi64>
  %z1 = tensor.extract %z[%c1] : tensor<4xi64>
  func.call @print(%z1) : (i64) -> ()
  %y:2 = func.call @yield_init_buffer(%u, %c3, %c1) : (tensor<4xi64>, index, index) -> (tensor<4xi64>, i64)
  %y1 = tensor.extract %y#0[%c1] : tensor<4xi64>
  func.call @print(%y#1) : (i64) -> ()
  func.call @print(%y1) : (i64) -> ()
  %w:2 = func.call @yield_init_buffer(%u, %c0, %c1) : (tensor<4xi64>, index, index) -> (tensor<4xi64>, i64)
  %w1 = tensor.extract %w#0[%c1] : tensor<4xi64>
  func.call @print(%w#1) : (i64) -> ()
  func.call @print(%w1) : (i64) -> ()
  %u4 = tensor.extract %u[%c1] : tensor<4xi64>
  func.call @print(%u4) : (i64) -> ()
  return
}
