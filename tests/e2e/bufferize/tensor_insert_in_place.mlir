// tensor.insert into tensors that are dead afterwards: both inserts can
// bufferize in place (memref.store into the buffer of iota's result, no
// copy), the function-boundary result of @iota is a fresh buffer.
//
// t = iota(4) = [0, 1, 2, 3]; t2 = t with [1] = 42; t3 = t2 with [3] = 7.
// Expected (by hand): t3 = 0, 42, 2, 7
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
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v42 = arith.constant 42 : i64
  %v7 = arith.constant 7 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %t2 = tensor.insert %v42 into %t[%c1] : tensor<?xi64>
  %t3 = tensor.insert %v7 into %t2[%c3] : tensor<?xi64>
  func.call @show(%t3) : (tensor<?xi64>) -> ()
  return
}
