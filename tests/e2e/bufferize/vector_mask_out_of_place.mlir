// vector.mask around a transfer_write whose destination is read
// afterwards: the write must go to a copy, made before the vector.mask
// (its region holds exactly one op).
//
// t = iota(8) = [0, 1, ..., 7].
// 1. Masked write of [50, 51, 52, 53] into t at 2 with 3 active lanes:
//    t1 = [0, 1, 50, 51, 52, 5, 6, 7]; t is printed afterwards (copy).
// 2. A constant c = [1, 1, 1, 1] (read-only) under a masked write of
//    [7, 7, 7, 7] at 0 with 1 active lane: [7, 1, 1, 1] (copy of the
//    constant), c printed afterwards.
// 3. A masked scatter-free loop: for k in 0..3, t2 = masked write of
//    [k, k] at 2k with (k+1) mod 2 + 1 active lanes into the carried
//    tensor (in place, the init is a copy of t since t is printed last):
//    k = 0: 2 lanes at 0 -> [0, 0, ...]; k = 1: 1 lane at 2 -> [.., .., 1,
//    3, ...]; k = 2: 2 lanes at 4 -> [.., .., .., .., 2, 2, ..]:
//    [0, 0, 1, 3, 2, 2, 6, 7].
// Then t, unchanged.
// Expected (by hand):
//   0, 1, 50, 51, 52, 5, 6, 7
//   0, 1, 2, 3, 4, 5, 6, 7
//   7, 1, 1, 1
//   1, 1, 1, 1
//   0, 0, 1, 3, 2, 2, 6, 7
//   0, 1, 2, 3, 4, 5, 6, 7
// UPSTREAM-FAILS: upstream makes the copy inside the vector.mask and then fails ("'vector.mask' op body must bufferize in-place")
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

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %td = func.call @iota(%c8) : (index) -> tensor<?xi64>
  %t = tensor.cast %td : tensor<?xi64> to tensor<8xi64>
  // 1.
  %m3 = vector.create_mask %c3 : vector<4xi1>
  %v = arith.constant dense<[50, 51, 52, 53]> : vector<4xi64>
  %t1 = vector.mask %m3 { vector.transfer_write %v, %t[%c2] {in_bounds = [true]} : vector<4xi64>, tensor<8xi64> } : vector<4xi1> -> tensor<8xi64>
  %t1d = tensor.cast %t1 : tensor<8xi64> to tensor<?xi64>
  func.call @show(%t1d) : (tensor<?xi64>) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  // 2.
  %c = arith.constant dense<1> : tensor<4xi64>
  %m1 = vector.create_mask %c1 : vector<4xi1>
  %v7 = arith.constant dense<7> : vector<4xi64>
  %c7 = vector.mask %m1 { vector.transfer_write %v7, %c[%c0] {in_bounds = [true]} : vector<4xi64>, tensor<4xi64> } : vector<4xi1> -> tensor<4xi64>
  %c7d = tensor.cast %c7 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%c7d) : (tensor<?xi64>) -> ()
  %cd = tensor.cast %c : tensor<4xi64> to tensor<?xi64>
  func.call @show(%cd) : (tensor<?xi64>) -> ()
  // 3.
  %t2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %t) -> tensor<8xi64> {
    %ki = arith.index_cast %k : index to i64
    %vk = vector.broadcast %ki : i64 to vector<2xi64>
    %off = arith.muli %k, %c2 : index
    %par = arith.remui %k, %c2 : index
    %n0 = arith.subi %c2, %par : index
    %mk = vector.create_mask %n0 : vector<2xi1>
    %w = vector.mask %mk { vector.transfer_write %vk, %a[%off] {in_bounds = [true]} : vector<2xi64>, tensor<8xi64> } : vector<2xi1> -> tensor<8xi64>
    scf.yield %w : tensor<8xi64>
  }
  %t2d = tensor.cast %t2 : tensor<8xi64> to tensor<?xi64>
  func.call @show(%t2d) : (tensor<?xi64>) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
