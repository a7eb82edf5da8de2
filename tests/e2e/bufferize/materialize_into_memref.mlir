// bufferization.materialize_in_destination with a memref destination
// (`restrict writable`, no result): a tensor computed by linalg ops is
// stored into a memref allocated by the program (memref.alloc), which is
// then read with memref.load. The source tensor is printed afterwards, and
// a second materialization into a dynamically sized memref copies a slice.
//
// t = iota(4); w = t + 10 -> m = [10, 11, 12, 13] (printed via loads)
// d (memref<?xi64>, size 3) = 5 * t[0 .. 2] = [0, 5, 10]
// Expected (by hand): 10, 11, 12, 13, 0, 5, 10 (one per line),
// then t = 0, 1, 2, 3
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
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
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %five = arith.constant 5 : i64
  %ten = arith.constant 10 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %e = tensor.empty(%c4) : tensor<?xi64>
  %w = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %y = arith.addi %x, %ten : i64
    linalg.yield %y : i64
  } -> tensor<?xi64>
  %ws = tensor.cast %w : tensor<?xi64> to tensor<4xi64>
  %m = memref.alloc() : memref<4xi64>
  bufferization.materialize_in_destination %ws in restrict writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xi64>
    func.call @pr(%v) : (i64) -> ()
  }
  %s = tensor.extract_slice %t[0] [%c3] [1] : tensor<?xi64> to tensor<?xi64>
  %e3 = tensor.empty(%c3) : tensor<?xi64>
  %s5 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<?xi64>) outs(%e3 : tensor<?xi64>) {
  ^bb0(%x: i64, %o: i64):
    %y = arith.muli %x, %five : i64
    linalg.yield %y : i64
  } -> tensor<?xi64>
  %d = memref.alloc(%c3) : memref<?xi64>
  bufferization.materialize_in_destination %s5 in restrict writable %d : (tensor<?xi64>, memref<?xi64>) -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    %v = memref.load %d[%i] : memref<?xi64>
    func.call @pr(%v) : (i64) -> ()
  }
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}
