// bufferization.to_tensor ... restrict WITHOUT `writable`: the memref must
// not be written through the tensor, so every write (tensor.insert, an
// elementwise linalg.generic with outs = t) goes to a copy. t itself is
// printed after the first two writes; the last write (c) is a copy even
// though t is dead afterwards.
//
// m = [4, 5, 6] (memref.alloc + stores); t = to_tensor(m)
// a = t with [0] = 0 -> 0, 5, 6; t -> 4, 5, 6
// b = 2 * t (outs t) -> 8, 10, 12; t -> 4, 5, 6
// c = t with [2] = 1 -> 4, 5, 1
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v0 = arith.constant 0 : i64
  %v4 = arith.constant 4 : i64
  %m = memref.alloc() : memref<3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %v4 : i64
    memref.store %v, %m[%i] : memref<3xi64>
  }
  %t = bufferization.to_tensor %m restrict : memref<3xi64> to tensor<3xi64>
  %td = tensor.cast %t : tensor<3xi64> to tensor<?xi64>
  %a = tensor.insert %v0 into %t[%c0] : tensor<3xi64>
  %ad = tensor.cast %a : tensor<3xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %b = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<3xi64>) {
  ^bb0(%o: i64):
    %x = arith.addi %o, %o : i64
    linalg.yield %x : i64
  } -> tensor<3xi64>
  %bd = tensor.cast %b : tensor<3xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %one = arith.constant 1 : i64
  %c2 = arith.constant 2 : index
  %c = tensor.insert %one into %t[%c2] : tensor<3xi64>
  %cd = tensor.cast %c : tensor<3xi64> to tensor<?xi64>
  func.call @show(%cd) : (tensor<?xi64>) -> ()
  return
}
