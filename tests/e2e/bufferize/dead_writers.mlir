// Dead writers (lit dead-writers.mlir; fuzzer seeds 13992 @t14, 13970
// @t39): a fill, transpose, insert or insert_slice without memory effects
// whose result nobody uses is out of place and not emitted. The programs
// read what the dead ops would have overwritten, in place: the original
// contents must come out.
// UPSTREAM-MISCOMPILES: upstream One-Shot keeps the slice in @viewed_arg's cf branch a view of the argument and fills the argument in place before the slice is read (prints 0, 0 for the slice)
// Expected (by hand): @viewed_arg on [1, 2, 3, 4] (the cf branch taken):
// the slice [2, 3] then the argument after the call, unchanged;
// @writes_then_return: b unchanged, 7, 8, 9 ... ; @in_loop: t[2] = 3;
// @insert_only leaves its argument unchanged: 1, 2, 3, 4;
// @yielded_into_unused_if (the fill yielded only into an unused scf.if
// result, the branch taken three times) returns the generated 26s;
// @insert_only_measured (an insert only a tensor.dim uses): 4 and the
// unchanged t[2] = 3.
// @dead_chain_through_extract([3, 4], 0, 3) (an element of a dead
// insertion feeding only a dead insert, in a loop (an scf.for here, a cf
// loop in lit dead-writers.mlir; fuzzer seed 14186 @t45): 3 * t[1] = 12, and t[0] afterwards 3.
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

func.func @viewed_arg(%t: tensor<?xi64>, %go: i1) {
  %z = arith.constant 0 : i64
  cf.cond_br %go, ^bb1, ^bb2
^bb1:
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<?xi64> to tensor<2xi64>
  %f = linalg.fill ins(%z : i64) outs(%t : tensor<?xi64>) -> tensor<?xi64>
  %c = tensor.cast %s : tensor<2xi64> to tensor<?xi64>
  func.call @show(%c) : (tensor<?xi64>) -> ()
  cf.br ^bb2
^bb2:
  return
}

func.func @writes_then_return(%a: tensor<3x2xi64>, %b: tensor<2x3xi64>, %s: tensor<1x3xi64>) -> tensor<2x3xi64> {
  %0 = linalg.transpose ins(%a : tensor<3x2xi64>) outs(%b : tensor<2x3xi64>) permutation = [1, 0]
  %1 = tensor.insert_slice %s into %b[1, 0] [1, 3] [1, 1] : tensor<1x3xi64> into tensor<2x3xi64>
  return %b : tensor<2x3xi64>
}

func.func @in_loop(%t: tensor<4xi64>, %n: index, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %f = linalg.fill ins(%z : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
    %w = tensor.insert %z into %a[%k] : tensor<4xi64>
    scf.yield %a : tensor<4xi64>
  }
  %v = tensor.extract %r[%i] : tensor<4xi64>
  return %v : i64
}

func.func @insert_only(%t: tensor<4xi64>, %e: i64, %i: index) {
  %w = tensor.insert %e into %t[%i] : tensor<4xi64>
  return
}

func.func @yielded_into_unused_if(%n: index, %c: i1) -> tensor<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %v = arith.constant 26 : i64
    tensor.yield %v : i64
  } : tensor<2x3xi64>
  scf.for %k = %c0 to %n step %c1 {
    %r:2 = scf.if %c -> (tensor<2x3xi64>, i64) {
      %seven = arith.constant 7 : i64
      %f = linalg.fill ins(%seven : i64) outs(%g : tensor<2x3xi64>) -> tensor<2x3xi64>
      scf.yield %f, %seven : tensor<2x3xi64>, i64
    } else {
      %z = arith.constant 0 : i64
      scf.yield %g, %z : tensor<2x3xi64>, i64
    }
  }
  return %g : tensor<2x3xi64>
}

func.func @insert_only_measured(%t: tensor<?xi64>, %e: i64, %i: index) -> (index, i64) {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %e into %t[%i] : tensor<?xi64>
  %d = tensor.dim %w, %c0 : tensor<?xi64>
  %v = tensor.extract %t[%i] : tensor<?xi64>
  return %d, %v : index, i64
}

#id = affine_map<(d0) -> (d0)>
func.func @dead_chain_through_extract(%t: tensor<2xi64>, %i: index, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = tensor.extract_slice %t[%c0] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<1xi64>) outs(%s : tensor<1xi64>) {
    ^bb0(%a: i64, %b: i64):
      %m = arith.subi %z, %a : i64
      linalg.yield %m : i64
    } -> tensor<1xi64>
    %w = tensor.insert_slice %g into %t[%c0] [1] [1] : tensor<1xi64> into tensor<2xi64>
    %x = tensor.extract %w[%i] : tensor<2xi64>
    %y = arith.addi %x, %x : i64
    %d = tensor.insert %y into %g[%c0] : tensor<1xi64>
    %v = tensor.extract %t[%c1] : tensor<2xi64>
    %acc2 = arith.addi %acc, %v : i64
    scf.yield %acc2 : i64
  }
  return %r : i64
}

func.func @main() {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %true = arith.constant true
  %t = tensor.from_elements %c1, %c2, %c3, %c4 : tensor<4xi64>
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @viewed_arg(%td, %true) : (tensor<?xi64>, i1) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %a = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %b = arith.constant dense<[[7, 8, 9], [10, 11, 12]]> : tensor<2x3xi64>
  %s = arith.constant dense<[[0, 0, 0]]> : tensor<1x3xi64>
  %r = func.call @writes_then_return(%a, %b, %s) : (tensor<3x2xi64>, tensor<2x3xi64>, tensor<1x3xi64>) -> tensor<2x3xi64>
  %rc = tensor.collapse_shape %r [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  %rd = tensor.cast %rc : tensor<6xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %i2 = arith.constant 2 : index
  %n3 = arith.constant 3 : index
  %v = func.call @in_loop(%t, %n3, %i2) : (tensor<4xi64>, index, index) -> i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %nine = arith.constant 9 : i64
  func.call @insert_only(%t, %nine, %i2) : (tensor<4xi64>, i64, index) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %y = func.call @yielded_into_unused_if(%n3, %true) : (index, i1) -> tensor<2x3xi64>
  %yc = tensor.collapse_shape %y [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
  %yd = tensor.cast %yc : tensor<6xi64> to tensor<?xi64>
  func.call @show(%yd) : (tensor<?xi64>) -> ()
  %m:2 = func.call @insert_only_measured(%td, %nine, %i2) : (tensor<?xi64>, i64, index) -> (index, i64)
  %m0 = arith.index_cast %m#0 : index to i64
  func.call @printI64(%m0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%m#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %dc = arith.constant dense<[3, 4]> : tensor<2xi64>
  %dc0 = arith.constant 0 : index
  %dc3 = arith.constant 3 : index
  %dr = func.call @dead_chain_through_extract(%dc, %dc0, %dc3) : (tensor<2xi64>, index, index) -> i64
  %dt = tensor.extract %dc[%dc0] : tensor<2xi64>
  func.call @printI64(%dr) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%dt) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
