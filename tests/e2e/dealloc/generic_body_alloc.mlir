// linalg.generic whose body allocates a temporary buffer for every element
// (of a size that depends on the element's index), fills and sums it.
// After bufferization the linalg.generic works on buffers: an op with a
// region that does not implement RegionBranchOpInterface, with no results.
// The deallocation pass frees the temporary in the body, once per element;
// the generic's output buffer is freed by the caller after use. Also in an
// scf.for (a new output per iteration).
//
// tri(n)[i] = sum_{k=0..i} k = i(i+1)/2; tri(4) = [0, 1, 3, 6].
// loop j = 1..3: sum(tri(j)) = 0, 0 + 1 = 1, 0 + 1 + 3 = 4.
// Expected (by hand): 0 1 3 6, then 0 1 4.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @tri(%n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %e = tensor.empty(%n) : tensor<?xi64>
  %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %m = arith.addi %i, %c1 : index
    %tmp = memref.alloc(%m) : memref<?xi64>
    scf.for %k = %c0 to %m step %c1 {
      %kk = arith.index_cast %k : index to i64
      memref.store %kk, %tmp[%k] : memref<?xi64>
    }
    %s = scf.for %k = %c0 to %m step %c1 iter_args(%acc = %zero) -> i64 {
      %v = memref.load %tmp[%k] : memref<?xi64>
      %a = arith.addi %acc, %v : i64
      scf.yield %a : i64
    }
    linalg.yield %s : i64
  } -> tensor<?xi64>
  return %u : tensor<?xi64>
}

func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = func.call @tri(%c4) : (index) -> tensor<?xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @pr(%v) : (i64) -> ()
  }
  scf.for %j = %c1 to %c4 step %c1 {
    %u = func.call @tri(%j) : (index) -> tensor<?xi64>
    %s = func.call @sum(%u) : (tensor<?xi64>) -> i64
    func.call @pr(%s) : (i64) -> ()
  }
  return
}
