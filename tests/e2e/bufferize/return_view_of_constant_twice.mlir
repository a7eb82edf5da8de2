// UPSTREAM-FAILS: failed to legalize operation 'bufferization.clone' (the deallocation's clone of a returned view, of a layout with a static offset and a dynamic stride)
// UPSTREAM-MISCOMPILES: upstream One-Shot writes the caller's copy of the returned view in place, which is the constant's read-only global (and the other result, the same view)
// A function returning one view of a constant twice (with a dynamic size
// and a static offset into the constant): the deallocation clones each
// result, to a layout with a static offset and a dynamic stride
// (`strided<[?, 1], offset: 1>`) that MLIR's own clone lowering cannot
// lower; ferrobuf's lowering expands those clones. (Fuzzer seed 12926
// @t31: "failed to legalize operation 'bufferization.clone'".)
// (Without a deallocation, upstream's store goes into the global: the
// program crashes; the deallocation ABI's clones of returned buffers hide it.)
// Expected (by hand): the view is column 1 of [[26, 27], [37, 16]]:
//   27, 16 for both results; the first written at [1, 0] = 5: 27, 5 and
//   the second unchanged 27, 16; the constant itself unchanged.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<2x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = tensor.dim %t, %c1 : tensor<2x?xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<2x?xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func private @column(%n: index) -> (tensor<2x?xi64>, tensor<2x?xi64>) {
  %k = arith.constant dense<[[26, 27], [37, 16]]> : tensor<2x2xi64>
  %kc = tensor.cast %k : tensor<2x2xi64> to tensor<2x?xi64>
  %s = tensor.extract_slice %kc[0, 1] [2, %n] [1, 1] : tensor<2x?xi64> to tensor<2x?xi64>
  return %s, %s : tensor<2x?xi64>, tensor<2x?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %five = arith.constant 5 : i64
  %a, %b = func.call @column(%c1) : (index) -> (tensor<2x?xi64>, tensor<2x?xi64>)
  func.call @show(%a) : (tensor<2x?xi64>) -> ()
  func.call @show(%b) : (tensor<2x?xi64>) -> ()
  %a2 = tensor.insert %five into %a[%c1, %c0] : tensor<2x?xi64>
  func.call @show(%a2) : (tensor<2x?xi64>) -> ()
  func.call @show(%b) : (tensor<2x?xi64>) -> ()
  %k = arith.constant dense<[[26, 27], [37, 16]]> : tensor<2x2xi64>
  %kc = tensor.cast %k : tensor<2x2xi64> to tensor<2x?xi64>
  func.call @show(%kc) : (tensor<2x?xi64>) -> ()
  return
}
