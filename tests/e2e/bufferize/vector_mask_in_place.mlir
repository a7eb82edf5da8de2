// vector.mask around transfer ops on tensors, every write in place.
//
// t = iota(8) = [0, 1, ..., 7] (fresh, read only by the masked ops).
// 1. A masked read of t[6..9] with 2 active lanes and padding -7:
//    [6, 7, -7, -7] (lanes past the mask take the padding), written into a
//    fresh tensor<4xi64>.
// 2. A masked write of [50, 51, 52, 53] into t at 0 with 3 active lanes:
//    t' = [50, 51, 52, 3, 4, 5, 6, 7]; t is not read afterwards, so the
//    write is in place (the masked write reads t: lanes 3.. keep it).
// 3. The mask result written again by an unmasked transfer_write at 6:
//    [90, 91] -> t'' = [50, 51, 52, 3, 4, 5, 90, 91].
// Expected (by hand):
//   6, 7, -7, -7
//   50, 51, 52, 3, 4, 5, 90, 91
// UPSTREAM-FAILS: upstream's buffer-deallocation-pipeline (ownership-based-buffer-deallocation) puts an arith.constant into the bufferized vector.mask ("'vector.mask' op expects only one operation to mask"); upstream's One-Shot Bufferize alone bufferizes it like ferrobuf
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
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant -7 : i64
  %td = func.call @iota(%c8) : (index) -> tensor<?xi64>
  %t = tensor.cast %td : tensor<?xi64> to tensor<8xi64>
  // 1. Masked read.
  %m2 = vector.create_mask %c2 : vector<4xi1>
  %r = vector.mask %m2 { vector.transfer_read %t[%c6], %pad : tensor<8xi64>, vector<4xi64> } : vector<4xi1> -> vector<4xi64>
  %e4 = tensor.empty() : tensor<4xi64>
  %r4 = vector.transfer_write %r, %e4[%c0] {in_bounds = [true]} : vector<4xi64>, tensor<4xi64>
  %r4d = tensor.cast %r4 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%r4d) : (tensor<?xi64>) -> ()
  // 2. Masked write, in place.
  %m3 = vector.create_mask %c3 : vector<4xi1>
  %v = arith.constant dense<[50, 51, 52, 53]> : vector<4xi64>
  %t1 = vector.mask %m3 { vector.transfer_write %v, %t[%c0] {in_bounds = [true]} : vector<4xi64>, tensor<8xi64> } : vector<4xi1> -> tensor<8xi64>
  // 3. Written again.
  %v2 = arith.constant dense<[90, 91]> : vector<2xi64>
  %t2 = vector.transfer_write %v2, %t1[%c6] {in_bounds = [true]} : vector<2xi64>, tensor<8xi64>
  %t2d = tensor.cast %t2 : tensor<8xi64> to tensor<?xi64>
  func.call @show(%t2d) : (tensor<?xi64>) -> ()
  return
}
