// scf.forall whose iterations each fill a tensor defined outside the loop
// (%u) and write it into their slice of the shared output. The fill must
// get a private buffer per iteration (check-parallel-regions): in place,
// every iteration would write %u's buffer. %u is printed afterwards and
// must be unchanged.
//
// r[4i .. 4i+3] = i + 1 for i in 0..3
// Expected (by hand): 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4 / 9, 9, 9, 9
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

func.func @fill_slices(%t: tensor<16xi64>, %u: tensor<4xi64>) -> tensor<16xi64> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xi64>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %ii = arith.index_cast %i : index to i64
    %c1 = arith.constant 1 : i64
    %v = arith.addi %ii, %c1 : i64
    %f = linalg.fill ins(%v : i64) outs(%u : tensor<4xi64>) -> tensor<4xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [4] [1] : tensor<4xi64> into tensor<16xi64>
    }
  }
  return %r : tensor<16xi64>
}

func.func @main() {
  %nine = arith.constant 9 : i64
  %zero = arith.constant 0 : i64
  %u = tensor.splat %nine : tensor<4xi64>
  %t = tensor.splat %zero : tensor<16xi64>
  %r = func.call @fill_slices(%t, %u) : (tensor<16xi64>, tensor<4xi64>) -> tensor<16xi64>
  %rc = tensor.cast %r : tensor<16xi64> to tensor<?xi64>
  func.call @show(%rc) : (tensor<?xi64>) -> ()
  %uc = tensor.cast %u : tensor<4xi64> to tensor<?xi64>
  func.call @show(%uc) : (tensor<?xi64>) -> ()
  return
}
