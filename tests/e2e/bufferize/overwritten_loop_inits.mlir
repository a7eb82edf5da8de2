// scf.for inits whose contents no iteration reads and the result does not
// expose (lit overwritten-loop-inits.mlir; fuzzer seed 14061 @t45): the
// inner loops work in place in the tensor defined outside the outer loop.
// Expected (by hand), e = 5, n = 2:
// @inner_overwrites_insert_slice: each outer iteration ends with s = [2, 2]
// (j = 1, 2): 2 + 2 = 4.
// @inner_overwrites_generic(t = [7, 8]): the same, 4; t[0] afterwards 7.
// @inner_reads_first: per outer iteration 5 (the fill, read first) + 1
// (j = 1's insertion) + 2 (the result's [0]) = 8: 16.
// @inner_may_not_run(m = 0): s is the fill, 5 per iteration: 10; (m = 2):
// j = 0, 1 leave [1, 1]: 2.
#id = affine_map<(d0) -> (d0)>
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func private @use(%t: tensor<2xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  return %x : i64
}

func.func @inner_overwrites_insert_slice(%e: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %t0 = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%e : i64) outs(%t0 : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c1 to %c3 step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      %jj = arith.index_cast %j : index to i64
      %p = tensor.from_elements %jj, %jj : tensor<2xi64>
      %w = tensor.insert_slice %p into %a[0] [2] [1] : tensor<2xi64> into tensor<2xi64>
      scf.yield %w : tensor<2xi64>
    }
    %x = func.call @use(%s) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

func.func @inner_overwrites_generic(%t: tensor<2xi64>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c1 to %c3 step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      %jj = arith.index_cast %j : index to i64
      %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%a : tensor<2xi64>) {
      ^bb0(%o: i64):
        linalg.yield %jj : i64
      } -> tensor<2xi64>
      scf.yield %g : tensor<2xi64>
    }
    %x = func.call @use(%s) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

func.func @inner_reads_first(%e: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %t0 = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%e : i64) outs(%t0 : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s:2 = scf.for %j = %c1 to %c3 step %c1 iter_args(%a = %t, %b = %acc) -> (tensor<2xi64>, i64) {
      %v = tensor.extract %a[%c0] : tensor<2xi64>
      %b2 = arith.addi %b, %v : i64
      %jj = arith.index_cast %j : index to i64
      %p = tensor.from_elements %jj, %jj : tensor<2xi64>
      %w = tensor.insert_slice %p into %a[0] [2] [1] : tensor<2xi64> into tensor<2xi64>
      scf.yield %w, %b2 : tensor<2xi64>, i64
    }
    %x = func.call @use(%s#0) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %s#1, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

func.func @inner_may_not_run(%e: i64, %n: index, %m: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %t0 = tensor.empty() : tensor<2xi64>
  %t = linalg.fill ins(%e : i64) outs(%t0 : tensor<2xi64>) -> tensor<2xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%a = %t) -> (tensor<2xi64>) {
      %jj = arith.index_cast %j : index to i64
      %p = tensor.from_elements %jj, %jj : tensor<2xi64>
      %w = tensor.insert_slice %p into %a[0] [2] [1] : tensor<2xi64> into tensor<2xi64>
      scf.yield %w : tensor<2xi64>
    }
    %x = func.call @use(%s) : (tensor<2xi64>) -> i64
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

func.func @main() {
  %e = arith.constant 5 : i64
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = func.call @inner_overwrites_insert_slice(%e, %c2) : (i64, index) -> i64
  func.call @print(%a) : (i64) -> ()
  %cst = arith.constant dense<[7, 8]> : tensor<2xi64>
  %t = bufferization.alloc_tensor() copy(%cst) : tensor<2xi64>
  %b = func.call @inner_overwrites_generic(%t, %c2) : (tensor<2xi64>, index) -> i64
  func.call @print(%b) : (i64) -> ()
  %t0 = tensor.extract %t[%c0] : tensor<2xi64>
  func.call @print(%t0) : (i64) -> ()
  %c = func.call @inner_reads_first(%e, %c2) : (i64, index) -> i64
  func.call @print(%c) : (i64) -> ()
  %d = func.call @inner_may_not_run(%e, %c2, %c0) : (i64, index, index) -> i64
  func.call @print(%d) : (i64) -> ()
  %f = func.call @inner_may_not_run(%e, %c2, %c2) : (i64, index, index) -> i64
  func.call @print(%f) : (i64) -> ()
  return
}
