// An op that writes one tensor through two operands (issue 21 cause 3).
// Only the write through the operand tied to a result produces that
// result; the other write overwrites it when both share a buffer.
// - @two_outs: linalg.generic with outs(%t, %t) yielding (x + 1, x + 2).
//   Tensor semantics: r0 = t0 + 1, r1 = t0 + 2 elementwise, independent
//   tensors. In one buffer, r1's write would overwrite r0.
//   r0 = 11, 21, 31, 41 and r1 = 12, 22, 32, 42.
// - @two_written_args: @set(%x, %y) writes 1 into x[0] and 2 into y[0]
//   and returns both (each equivalent to its argument). Called with the
//   same tensor twice, its results must still be [1, 20, ...] and
//   [2, 20, ...]: the second argument needs its own buffer.
// Then %a itself: 10, 20, 30, 40.
// Expected (by hand): 11, 21, 31, 41 / 12, 22, 32, 42 / 1, 20, 30, 40 /
// 2, 20, 30, 40 / 10, 20, 30, 40.
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

func.func @two_outs(%a: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%a : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t, %t : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%o0: i64, %o1: i64):
    %p = arith.addi %o0, %one : i64
    %q = arith.addi %o0, %two : i64
    linalg.yield %p, %q : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @set(%x: tensor<4xi64>, %y: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %x1 = tensor.insert %one into %x[%c0] : tensor<4xi64>
  %y1 = tensor.insert %two into %y[%c0] : tensor<4xi64>
  return %x1, %y1 : tensor<4xi64>, tensor<4xi64>
}

func.func @two_written_args(%a: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%a : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = func.call @set(%t, %t) : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %cst = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.copy ins(%cst : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = func.call @two_outs(%a) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %r0 = tensor.cast %r#0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%r0) : (tensor<?xi64>) -> ()
  %r1 = tensor.cast %r#1 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%r1) : (tensor<?xi64>) -> ()
  %s:2 = func.call @two_written_args(%a) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %s0 = tensor.cast %s#0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%s0) : (tensor<?xi64>) -> ()
  %s1 = tensor.cast %s#1 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%s1) : (tensor<?xi64>) -> ()
  %ac = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ac) : (tensor<?xi64>) -> ()
  return
}
