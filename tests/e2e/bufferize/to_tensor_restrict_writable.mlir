// bufferization.to_tensor of memrefs allocated and filled by the program
// (memref.alloc + memref.store in an scf.for), marked `restrict writable`:
// the tensor is the only way the buffer is accessed afterwards, and
// in-place writes into it are allowed (the linalg ops with outs = the
// tensor may write directly into the memref). A static and a dynamic
// memref; the memrefs are freed by the deallocation pipeline.
//
// m = [1, 2, 3, 4]; t = to_tensor(m); t2 = 3 * t -> 3, 6, 9, 12; sum = 30
// d = memref<?xi64>(n = 3), d[i] = i; u = to_tensor(d); u2 = 10 * u
//   -> 0, 10, 20
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

// Sum of the elements of %t.
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  %ten = arith.constant 10 : i64
  %m = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %one : i64
    memref.store %v, %m[%i] : memref<4xi64>
  }
  %t = bufferization.to_tensor %m restrict writable : memref<4xi64> to tensor<4xi64>
  %t2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xi64>) {
  ^bb0(%o: i64):
    %x = arith.muli %o, %three : i64
    linalg.yield %x : i64
  } -> tensor<4xi64>
  %t2d = tensor.cast %t2 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%t2d) : (tensor<?xi64>) -> ()
  %s = func.call @sum(%t2d) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  %d = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %d[%i] : memref<?xi64>
  }
  %u = bufferization.to_tensor %d restrict writable : memref<?xi64> to tensor<?xi64>
  %u2 = linalg.map ins(%u : tensor<?xi64>) outs(%u : tensor<?xi64>)
    (%x: i64, %o: i64) {
      %y = arith.muli %x, %ten : i64
      linalg.yield %y : i64
    }
  func.call @show(%u2) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  func.call @run(%c3) : (index) -> ()
  return
}
