// A slice of a tensor passed to a function that returns all of its
// elements without writing them (itself, a whole-source extract_slice to
// a dynamic shape, a collapse_shape), the result written and inserted
// back at the slice: the slice stays a view and the call result is that
// slice's elements, as upstream decides; ferrobuf used to copy the slice
// (fuzzer seed 14382 @t18). A callee returning part of its argument,
// inserted at the slice's start, shifts the row: that must read a copy.
//
// d = [[1, 2, 3], [4, 5, 6]] (a constant: every function gets a copy)
// rows(d): row i, element 1 becomes 100 + i: 1, 100, 3 / 4, 101, 6
// flat_row(d, 1): row 1, element 0 becomes 7: 1, 2, 3 / 7, 5, 6
// part_shift(d, 0): row 0 = [2, 3, 3]: 2, 3, 3 / 4, 5, 6
// then d itself: 1, 2, 3 / 4, 5, 6
// Expected (by hand): the eight lines in this order.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show2(%t: tensor<2x3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %p = arith.cmpi ugt, %j, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<2x3xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
    func.call @printNewline() : () -> ()
  }
  return
}

func.func private @view(%t: tensor<3xi64>) -> tensor<?xi64> {
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[0] [%c3] [1] : tensor<3xi64> to tensor<?xi64>
  return %s : tensor<?xi64>
}

func.func private @flat(%t: tensor<1x3xi64>) -> tensor<3xi64> {
  %s = tensor.collapse_shape %t [[0, 1]] : tensor<1x3xi64> into tensor<3xi64>
  return %s : tensor<3xi64>
}

func.func private @part(%t: tensor<3xi64>) -> tensor<?xi64> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[1] [%c2] [1] : tensor<3xi64> to tensor<?xi64>
  return %s : tensor<?xi64>
}

func.func @rows(%d: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<2x3xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
    %v = func.call @view(%s) : (tensor<3xi64>) -> tensor<?xi64>
    %w = tensor.cast %v : tensor<?xi64> to tensor<3xi64>
    %ii = arith.index_cast %i : index to i64
    %c100 = arith.constant 100 : i64
    %e = arith.addi %ii, %c100 : i64
    %x = tensor.insert %e into %w[%c1] : tensor<3xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%i, 0] [1, 3] [1, 1] : tensor<3xi64> into tensor<2x3xi64>
    }
  }
  return %r : tensor<2x3xi64>
}

func.func @flat_row(%d: tensor<2x3xi64>, %i: index) -> tensor<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : i64
  %s = tensor.extract_slice %d[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<1x3xi64>
  %v = func.call @flat(%s) : (tensor<1x3xi64>) -> tensor<3xi64>
  %x = tensor.insert %c7 into %v[%c0] : tensor<3xi64>
  %r = tensor.insert_slice %x into %d[%i, 0] [1, 3] [1, 1] : tensor<3xi64> into tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

func.func @part_shift(%d: tensor<2x3xi64>, %i: index) -> tensor<2x3xi64> {
  %s = tensor.extract_slice %d[%i, 0] [1, 3] [1, 1] : tensor<2x3xi64> to tensor<3xi64>
  %v = func.call @part(%s) : (tensor<3xi64>) -> tensor<?xi64>
  %w = tensor.cast %v : tensor<?xi64> to tensor<2xi64>
  %r = tensor.insert_slice %w into %d[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %r1 = func.call @rows(%d) : (tensor<2x3xi64>) -> tensor<2x3xi64>
  func.call @show2(%r1) : (tensor<2x3xi64>) -> ()
  %r2 = func.call @flat_row(%d, %c1) : (tensor<2x3xi64>, index) -> tensor<2x3xi64>
  func.call @show2(%r2) : (tensor<2x3xi64>) -> ()
  %r3 = func.call @part_shift(%d, %c0) : (tensor<2x3xi64>, index) -> tensor<2x3xi64>
  func.call @show2(%r3) : (tensor<2x3xi64>) -> ()
  func.call @show2(%d) : (tensor<2x3xi64>) -> ()
  return
}
