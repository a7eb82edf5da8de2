// UPSTREAM-MISCOMPILES: upstream returns the one slice buffer as both results (no clone); the write into the first shows in the second (prints 99, 14, 15 for b)
// A function returns one slice at a static offset twice. The deallocation
// ABI gives the second result a buffer of its own (a clone); the clone's
// type keeps the slice's layout (`strided<[1], offset: 3>`, and
// `strided<[4, 1]>` for a 2-D slice), which MLIR 22's
// convert-bufferization-to-memref cannot allocate ("failed to legalize
// operation 'bufferization.clone'"): the program could not be lowered.
// ferrobuf's lowering of deallocations now expands such clones (an
// allocation, a reinterpret_cast to the layout, a copy). The caller then
// writes one result: the other must not change.
//
// g = [10, 11, 12, 13, 14, 15]; a = b = g[3..6] = 13, 14, 15;
// a[0] = 99: a = 99, 14, 15; b = 13, 14, 15
// m = 4x4, m[i][j] = 4 i + j; p = q = m[0..2][1..4] = 1, 2, 3, 5, 6, 7;
// p[1][2] = 0: p = 1, 2, 3, 5, 6, 0; q = 1, 2, 3, 5, 6, 7
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
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

func.func @upper_half_twice() -> (tensor<3xi64>, tensor<3xi64>) {
  %g = tensor.generate {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i64
    %ten = arith.constant 10 : i64
    %v = arith.addi %x, %ten : i64
    tensor.yield %v : i64
  } : tensor<6xi64>
  %s = tensor.extract_slice %g[3] [3] [1] : tensor<6xi64> to tensor<3xi64>
  return %s, %s : tensor<3xi64>, tensor<3xi64>
}

func.func @block_twice() -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  %m = tensor.generate {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i64
    %y = arith.index_cast %j : index to i64
    %four = arith.constant 4 : i64
    %r = arith.muli %x, %four : i64
    %v = arith.addi %r, %y : i64
    tensor.yield %v : i64
  } : tensor<4x4xi64>
  %s = tensor.extract_slice %m[0, 1] [2, 3] [1, 1] : tensor<4x4xi64> to tensor<2x3xi64>
  return %s, %s : tensor<2x3xi64>, tensor<2x3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n99 = arith.constant 99 : i64
  %zero = arith.constant 0 : i64
  %a, %b = func.call @upper_half_twice() : () -> (tensor<3xi64>, tensor<3xi64>)
  %a2 = tensor.insert %n99 into %a[%c0] : tensor<3xi64>
  %ad = tensor.cast %a2 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %bd = tensor.cast %b : tensor<3xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %p, %q = func.call @block_twice() : () -> (tensor<2x3xi64>, tensor<2x3xi64>)
  %p2 = tensor.insert %zero into %p[%c1, %c2] : tensor<2x3xi64>
  %pf = tensor.collapse_shape %p2 [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  %pd = tensor.cast %pf : tensor<6xi64> to tensor<?xi64>
  func.call @show(%pd) : (tensor<?xi64>) -> ()
  %qf = tensor.collapse_shape %q [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  %qd = tensor.cast %qf : tensor<6xi64> to tensor<?xi64>
  func.call @show(%qd) : (tensor<?xi64>) -> ()
  return
}
