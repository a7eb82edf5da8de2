// A parallel_insert_slice writing back an extract_slice of all of the
// slice it came from, the inner slice's offset and stride given as SSA
// constants (lit slice-through-casts.mlir @forall_whole_subslice_ssa;
// fuzzer seed 13656 @t44): in place. The caller's tensor is read after.
// Expected (by hand): t = [[1, 2], [3, 4], [5, 6]]; row i gets + 10 * i
// through the inner slice's copy, which the write-back must not lose:
// 1, 2, 13, 14, 25, 26; then t as it was: 1, 2, 3, 4, 5, 6.
// @bump_select: the same through an arith.select of the mapped slice
// twice (seed 13814 @t23), + 100 each: 101, 102, 103, 104, 105, 106; then
// t again.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<3x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<3x2xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @bump(%t: tensor<3x2xi64>) -> tensor<3x2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ten = arith.constant 10 : i64
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<3x2xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    %w = tensor.extract_slice %s[%c0] [2] [%c1] : tensor<2xi64> to tensor<2xi64>
    %ii = arith.index_cast %i : index to i64
    %k = arith.muli %ii, %ten : i64
    %b = linalg.map ins(%w : tensor<2xi64>) outs(%w : tensor<2xi64>)
      (%x: i64, %unused: i64) {
        %y = arith.addi %x, %k : i64
        linalg.yield %y : i64
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<3x2xi64>
    }
  }
  return %r : tensor<3x2xi64>
}

func.func @bump_select(%t: tensor<3x2xi64>, %c: i1) -> tensor<3x2xi64> {
  %hundred = arith.constant 100 : i64
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> (tensor<3x2xi64>) {
    %s = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xi64> to tensor<2xi64>
    %b = linalg.map ins(%s : tensor<2xi64>) outs(%s : tensor<2xi64>)
      (%x: i64, %unused: i64) {
        %y = arith.addi %x, %hundred : i64
        linalg.yield %y : i64
      }
    %w = arith.select %c, %b, %b : tensor<2xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, 0] [1, 2] [1, 1] : tensor<2xi64> into tensor<3x2xi64>
    }
  }
  return %r : tensor<3x2xi64>
}

func.func @main() {
  %t = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi64>
  %r = func.call @bump(%t) : (tensor<3x2xi64>) -> tensor<3x2xi64>
  func.call @show(%r) : (tensor<3x2xi64>) -> ()
  func.call @show(%t) : (tensor<3x2xi64>) -> ()
  %true = arith.constant true
  %q = func.call @bump_select(%t, %true) : (tensor<3x2xi64>, i1) -> tensor<3x2xi64>
  func.call @show(%q) : (tensor<3x2xi64>) -> ()
  func.call @show(%t) : (tensor<3x2xi64>) -> ()
  return
}
