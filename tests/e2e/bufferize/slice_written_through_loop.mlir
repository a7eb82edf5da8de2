// A slice of a tensor is written by an scf.for that carries it (the loop's
// iter_arg is the slice's buffer in every iteration), then inserted back
// at the same offsets: the matching extract_slice/insert_slice pair holds
// through the loop, so everything is in place (no allocation, no copy), as
// upstream. The other functions must not go in place that way: a read of
// the old contents after the loop, and a read of the destination inside
// the loop, see the values before the writes.
//
// d = iota(8) = 0..7, i = 2, n = 3 (the loop writes 100 + k at slice[k])
// @through_loop: 0, 1, 100, 101, 102, 5, 6, 7
// @old_read_after_loop: d[2] before = 2; result as above
// @dest_read_in_loop: slice[k] = 100 + d[i + k + 1] (old d): 103, 104, 105
//   -> 0, 1, 103, 104, 105, 5, 6, 7
// Expected (by hand).
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

func.func @iota() -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<8xi64>
  return %t : tensor<8xi64>
}

func.func @through_loop(%d: tensor<8xi64>, %i: index, %n: index) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 100 : i64
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<8xi64> to tensor<3xi64>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<3xi64>) {
    %kk = arith.index_cast %k : index to i64
    %v = arith.addi %h, %kk : i64
    %w = tensor.insert %v into %a[%k] : tensor<3xi64>
    scf.yield %w : tensor<3xi64>
  }
  %ins = tensor.insert_slice %r into %d[%i] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %ins : tensor<8xi64>
}

func.func @old_read_after_loop(%d: tensor<8xi64>, %i: index, %n: index) -> (i64, tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 100 : i64
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<8xi64> to tensor<3xi64>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<3xi64>) {
    %kk = arith.index_cast %k : index to i64
    %v = arith.addi %h, %kk : i64
    %w = tensor.insert %v into %a[%k] : tensor<3xi64>
    scf.yield %w : tensor<3xi64>
  }
  %old = tensor.extract %d[%i] : tensor<8xi64>
  %ins = tensor.insert_slice %r into %d[%i] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %old, %ins : i64, tensor<8xi64>
}

func.func @dest_read_in_loop(%d: tensor<8xi64>, %i: index, %n: index) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 100 : i64
  %s = tensor.extract_slice %d[%i] [3] [1] : tensor<8xi64> to tensor<3xi64>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %s) -> (tensor<3xi64>) {
    %j = arith.addi %i, %k : index
    %j1 = arith.addi %j, %c1 : index
    %x = tensor.extract %d[%j1] : tensor<8xi64>
    %v = arith.addi %h, %x : i64
    %w = tensor.insert %v into %a[%k] : tensor<3xi64>
    scf.yield %w : tensor<3xi64>
  }
  %ins = tensor.insert_slice %r into %d[%i] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %ins : tensor<8xi64>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d0 = func.call @iota() : () -> tensor<8xi64>
  %r0 = func.call @through_loop(%d0, %c2, %c3) : (tensor<8xi64>, index, index) -> tensor<8xi64>
  func.call @show(%r0) : (tensor<8xi64>) -> ()
  %d1 = func.call @iota() : () -> tensor<8xi64>
  %o, %r1 = func.call @old_read_after_loop(%d1, %c2, %c3) : (tensor<8xi64>, index, index) -> (i64, tensor<8xi64>)
  func.call @printI64(%o) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @show(%r1) : (tensor<8xi64>) -> ()
  %d2 = func.call @iota() : () -> tensor<8xi64>
  %r2 = func.call @dest_read_in_loop(%d2, %c2, %c3) : (tensor<8xi64>, index, index) -> tensor<8xi64>
  func.call @show(%r2) : (tensor<8xi64>) -> ()
  return
}
