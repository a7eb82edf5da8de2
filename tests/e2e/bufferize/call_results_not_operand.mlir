// Call results that the callee's analysis calls equivalent to an
// argument, but that are not the caller's buffer (issue 21 cause 4):
// - @collapse_write collapses its (strided) argument, which the callee
//   copies to an identity layout first, writes 9 into the copy and
//   returns it: its result is the copy, not the caller's buffer.
// - @expand_id / @cast_id return the argument in another shape or type.
// - @twice returns its argument twice; the caller writes one result and
//   reads the other (their buffers are one), once with the argument still
//   read afterwards (the operand is copied: both results share the copy).
// The caller's buffers must never be written: %a stays 10, 20, 30, 40.
// Expected (by hand):
//   9, 20, 30, 40      collapse_write(a2x2) flattened
//   10, 20, 30, 40     a after it
//   10, 20 / 30, 40    expand_id(a) rows
//   10, 20, 30, 40     cast_id(a)
//   5, 20, 30, 40      twice(b): first result after writing 5 at 0
//   10, 20, 30, 40     twice(b): second result (unchanged)
//   10, 20, 30, 40     b itself
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

func.func @collapse_write(%t: tensor<2x2xi64>) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9 : i64
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %w = tensor.insert %nine into %c[%c0] : tensor<4xi64>
  return %w : tensor<4xi64>
}

func.func @expand_id(%t: tensor<4xi64>) -> tensor<2x2xi64> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  return %e : tensor<2x2xi64>
}

func.func @cast_id(%t: tensor<4xi64>) -> tensor<?xi64> {
  %e = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  return %e : tensor<?xi64>
}

func.func @twice(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  return %t, %t : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %five = arith.constant 5 : i64
  %cst = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.copy ins(%cst : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %a2 = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  %r = func.call @collapse_write(%a2) : (tensor<2x2xi64>) -> tensor<4xi64>
  %rc = tensor.cast %r : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rc) : (tensor<?xi64>) -> ()
  %ac = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ac) : (tensor<?xi64>) -> ()
  %x = func.call @expand_id(%a) : (tensor<4xi64>) -> tensor<2x2xi64>
  %row0 = tensor.extract_slice %x[0, 0] [1, 2] [1, 1] : tensor<2x2xi64> to tensor<2xi64>
  %row1 = tensor.extract_slice %x[1, 0] [1, 2] [1, 1] : tensor<2x2xi64> to tensor<2xi64>
  %r0c = tensor.cast %row0 : tensor<2xi64> to tensor<?xi64>
  %r1c = tensor.cast %row1 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%r0c) : (tensor<?xi64>) -> ()
  func.call @show(%r1c) : (tensor<?xi64>) -> ()
  %y = func.call @cast_id(%a) : (tensor<4xi64>) -> tensor<?xi64>
  func.call @show(%y) : (tensor<?xi64>) -> ()
  %e2 = tensor.empty() : tensor<4xi64>
  %b = linalg.copy ins(%cst : tensor<4xi64>) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %t:2 = func.call @twice(%b) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %w = tensor.insert %five into %t#0[%c0] : tensor<4xi64>
  %wc = tensor.cast %w : tensor<4xi64> to tensor<?xi64>
  func.call @show(%wc) : (tensor<?xi64>) -> ()
  %t1c = tensor.cast %t#1 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%t1c) : (tensor<?xi64>) -> ()
  %bc = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bc) : (tensor<?xi64>) -> ()
  return
}
