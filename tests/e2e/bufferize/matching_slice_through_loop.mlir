// A matching extract_slice / insertion pair with an scf.for between them
// that only reads the slice and carries it on (lit
// matching-slice-through-loop.mlir; fuzzer seed 13852 @t30): the slice is
// a view of the destination, nothing is copied, and the insertions write
// the elements they read.
// Expected (by hand), t = [1, 2, 3, 4, 5, 6], n = 2:
// @forall_sums: each of 3 iterations sums its slice's first element n
// times: 2, 4, 6; the destination is unchanged: 1, 2, 3, 4, 5, 6.
// @insert_after_loop, j = 3: the slice [4, 5]; the loop sums s[1] twice:
// 10, written at s[0]: 1, 2, 3, 10, 5, 6; the caller's t is unchanged.
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

func.func @forall_sums(%t: tensor<6xi64>, %n: index) -> (tensor<6xi64>, tensor<3xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<3xi64>
  %r:2 = scf.forall (%i) in (3) shared_outs(%o = %t, %sums = %e) -> (tensor<6xi64>, tensor<3xi64>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<6xi64> to tensor<2xi64>
    %zero = arith.constant 0 : i64
    %l:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s, %acc = %zero) -> (tensor<2xi64>, i64) {
      %x = tensor.extract %a[%c0] : tensor<2xi64>
      %acc2 = arith.addi %acc, %x : i64
      scf.yield %a, %acc2 : tensor<2xi64>, i64
    }
    %one = tensor.from_elements %l#1 : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %l#0 into %o[%i] [2] [1] : tensor<2xi64> into tensor<6xi64>
      tensor.parallel_insert_slice %one into %sums[%i] [1] [1] : tensor<1xi64> into tensor<3xi64>
    }
  }
  return %r#0, %r#1 : tensor<6xi64>, tensor<3xi64>
}

func.func @insert_after_loop(%t: tensor<6xi64>, %n: index, %j: index) -> tensor<6xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = tensor.extract_slice %t[%j] [2] [1] : tensor<6xi64> to tensor<2xi64>
  %l:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s, %acc = %zero) -> (tensor<2xi64>, i64) {
    %x = tensor.extract %a[%c1] : tensor<2xi64>
    %acc2 = arith.addi %acc, %x : i64
    scf.yield %a, %acc2 : tensor<2xi64>, i64
  }
  %w = tensor.insert %l#1 into %l#0[%c0] : tensor<2xi64>
  %r = tensor.insert_slice %w into %t[%j] [2] [1] : tensor<2xi64> into tensor<6xi64>
  return %r : tensor<6xi64>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t0 = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
  %e = tensor.empty() : tensor<6xi64>
  %t = linalg.copy ins(%t0 : tensor<6xi64>) outs(%e : tensor<6xi64>) -> tensor<6xi64>
  %f:2 = func.call @forall_sums(%t, %c2) : (tensor<6xi64>, index) -> (tensor<6xi64>, tensor<3xi64>)
  %f0 = tensor.cast %f#0 : tensor<6xi64> to tensor<?xi64>
  func.call @show(%f0) : (tensor<?xi64>) -> ()
  %f1 = tensor.cast %f#1 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%f1) : (tensor<?xi64>) -> ()
  %r = func.call @insert_after_loop(%t, %c2, %c3) : (tensor<6xi64>, index, index) -> tensor<6xi64>
  %r0 = tensor.cast %r : tensor<6xi64> to tensor<?xi64>
  func.call @show(%r0) : (tensor<?xi64>) -> ()
  %t1 = tensor.cast %t : tensor<6xi64> to tensor<?xi64>
  func.call @show(%t1) : (tensor<?xi64>) -> ()
  return
}
