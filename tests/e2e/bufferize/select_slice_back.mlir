// A slice taken from a tensor, a copy of it modified out of place (a
// tensor.insert into the slice, which is read afterwards), then an
// arith.select between the modified copy and the untouched slice,
// inserted back at the same offsets: by an scf.forall's
// parallel_insert_slice and by a tensor.insert_slice. Whichever the
// select picks, what is inserted is the destination's own slice or a
// buffer apart from it, so the slice stays a view, as upstream decides;
// ferrobuf used to copy it too (fuzzer seed 14495 @t10). Also a select
// between a fresh fill and the slice (ferrobuf: a view, upstream: a copy),
// and between the slice and an overlapping other slice of the same tensor,
// which must be read from a copy (the insertion would overwrite elements
// it still has to read).
//
// forall over i in 0..4 on d = [10, 11, 12, 13]: element i becomes 7 when
//   i is odd: 10, 7, 12, 7
// back(d = [0..5], c, i = 2): slice [2, 3]; w = [9, 3];
//   c true -> the slice: d unchanged; c false -> w: 0, 1, 9, 3, 4, 5
// fresh(d, c, i = 1): c true -> [5, 5, 5] at 1: 0, 5, 5, 5, 4, 5;
//   c false -> d unchanged
// other(d, c, i = 1, j = 0): c true -> old d[0..3) = [0, 1, 2] at 1:
//   0, 0, 1, 2, 4, 5; c false -> d unchanged
// Expected (by hand): the seven lines in this order.
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

func.func @forall_odd(%d: tensor<4xi64>) -> tensor<4xi64> {
  %x = arith.constant 7 : i64
  %r = scf.forall (%i) in (4) shared_outs(%o = %d) -> (tensor<4xi64>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xi64> to tensor<1xi64>
    %c0 = arith.constant 0 : index
    %w = tensor.insert %x into %s[%c0] : tensor<1xi64>
    %c2 = arith.constant 2 : index
    %rem = arith.remui %i, %c2 : index
    %odd = arith.cmpi ne, %rem, %c0 : index
    %sel = arith.select %odd, %w, %s : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sel into %o[%i] [1] [1] : tensor<1xi64> into tensor<4xi64>
    }
  }
  return %r : tensor<4xi64>
}

func.func @back(%d: tensor<6xi64>, %c: i1, %i: index) -> tensor<6xi64> {
  %x = arith.constant 9 : i64
  %s = tensor.extract_slice %d[%i] [2] [1] : tensor<6xi64> to tensor<2xi64>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %x into %s[%c0] : tensor<2xi64>
  %sel = arith.select %c, %s, %w : tensor<2xi64>
  %r = tensor.insert_slice %sel into %d[%i] [2] [1] : tensor<2xi64> into tensor<6xi64>
  return %r : tensor<6xi64>
}

func.func @fresh(%d: tensor<6xi64>, %c: i1, %i: index) -> tensor<6xi64> {
  %x = arith.constant 5 : i64
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<6xi64> to tensor<3xi64>
  %e = tensor.empty() : tensor<3xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  %sel = arith.select %c, %f, %s : tensor<3xi64>
  %r = tensor.insert_slice %sel into %d[%i] [3] [1] : tensor<3xi64> into tensor<6xi64>
  return %r : tensor<6xi64>
}

func.func @other(%d: tensor<6xi64>, %c: i1, %i: index, %j: index) -> tensor<6xi64> {
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<6xi64> to tensor<3xi64>
  %t = tensor.extract_slice %d[%j] [3] [1] : tensor<6xi64> to tensor<3xi64>
  %sel = arith.select %c, %t, %s : tensor<3xi64>
  %r = tensor.insert_slice %sel into %d[%i] [3] [1] : tensor<3xi64> into tensor<6xi64>
  return %r : tensor<6xi64>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d4 = arith.constant dense<[10, 11, 12, 13]> : tensor<4xi64>
  %r0 = func.call @forall_odd(%d4) : (tensor<4xi64>) -> tensor<4xi64>
  %r0d = tensor.cast %r0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%r0d) : (tensor<?xi64>) -> ()
  %d6 = arith.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>
  %r1 = func.call @back(%d6, %t, %c2) : (tensor<6xi64>, i1, index) -> tensor<6xi64>
  %r1d = tensor.cast %r1 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r1d) : (tensor<?xi64>) -> ()
  %r2 = func.call @back(%d6, %f, %c2) : (tensor<6xi64>, i1, index) -> tensor<6xi64>
  %r2d = tensor.cast %r2 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r2d) : (tensor<?xi64>) -> ()
  %r3 = func.call @fresh(%d6, %t, %c1) : (tensor<6xi64>, i1, index) -> tensor<6xi64>
  %r3d = tensor.cast %r3 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r3d) : (tensor<?xi64>) -> ()
  %r4 = func.call @fresh(%d6, %f, %c1) : (tensor<6xi64>, i1, index) -> tensor<6xi64>
  %r4d = tensor.cast %r4 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r4d) : (tensor<?xi64>) -> ()
  %r5 = func.call @other(%d6, %t, %c1, %c0) : (tensor<6xi64>, i1, index, index) -> tensor<6xi64>
  %r5d = tensor.cast %r5 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r5d) : (tensor<?xi64>) -> ()
  %r6 = func.call @other(%d6, %f, %c1, %c0) : (tensor<6xi64>, i1, index, index) -> tensor<6xi64>
  %r6d = tensor.cast %r6 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r6d) : (tensor<?xi64>) -> ()
  return
}
