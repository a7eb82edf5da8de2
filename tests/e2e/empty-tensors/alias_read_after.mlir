// The destination %d is one of two arguments, chosen by an scf.if, and
// argument %a is read after the insertion: the insertion must go into a
// copy of %d, and the fill must not write into %d's buffer. No use of %d
// itself follows the insertion, so the elimination tries the replacement
// and One-Shot's analysis rejects it: the separate pass undoes it; inside
// One-Shot (`eliminate-empty-tensors`, what ferrobuf-bufferize runs) the
// slice is kept, marked as standing for the empty, and gets a buffer of
// its own without a copy. Either way %a and %b keep their values.
// Expected output computed by hand: a = 0..7, b = 0, 10, ..., 70; x = 7
// into [2, 5); v = a[3] before anything = 3.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<8xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// t[k] = k * m
func.func @ramp(%m: i64) -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %y = arith.muli %ii, %m : i64
    linalg.yield %y : i64
  } -> tensor<8xi64>
  return %t : tensor<8xi64>
}

func.func @alias_read_after(%a: tensor<8xi64>, %b: tensor<8xi64>, %c: i1, %x: i64) -> (tensor<8xi64>, i64) {
  %c3 = arith.constant 3 : index
  %d = scf.if %c -> (tensor<8xi64>) {
    scf.yield %a : tensor<8xi64>
  } else {
    scf.yield %b : tensor<8xi64>
  }
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %r = tensor.insert_slice %f into %d[2] [3] [1] : tensor<3xi64> into tensor<8xi64>
  %v = tensor.extract %a[%c3] : tensor<8xi64>
  return %r, %v : tensor<8xi64>, i64
}

func.func @main() {
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %x = arith.constant 7 : i64
  %true = arith.constant true
  %false = arith.constant false
  %a = func.call @ramp(%one) : (i64) -> tensor<8xi64>
  %b = func.call @ramp(%ten) : (i64) -> tensor<8xi64>
  %r1, %v1 = func.call @alias_read_after(%a, %b, %true, %x) : (tensor<8xi64>, tensor<8xi64>, i1, i64) -> (tensor<8xi64>, i64)
  func.call @show(%r1) : (tensor<8xi64>) -> ()
  func.call @printI64(%v1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @show(%a) : (tensor<8xi64>) -> ()
  %r2, %v2 = func.call @alias_read_after(%a, %b, %false, %x) : (tensor<8xi64>, tensor<8xi64>, i1, i64) -> (tensor<8xi64>, i64)
  func.call @show(%r2) : (tensor<8xi64>) -> ()
  func.call @printI64(%v2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @show(%b) : (tensor<8xi64>) -> ()
  return
}
