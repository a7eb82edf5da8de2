// bufferization.alloc_tensor(%m, %n) with dynamic sizes (uninitialized,
// filled completely by nested scf.for loops before being read) and a 1-D
// alloc_tensor(%n) filled by one loop.
//
// m = 4, n = 3: a[i][j] = (i + 1) * j -> 0, 1, 2 / 0, 2, 4 / 0, 3, 6 /
//   0, 4, 8
// b = alloc_tensor(5); b[i] = i * i -> 0, 1, 4, 9, 16
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

// Prints each row of %m on its own line (elements separated by ", ").
func.func @show2(%m: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = tensor.dim %m, %c0 : tensor<?x?xi64>
  %k = tensor.dim %m, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %r step %c1 {
    %row = tensor.extract_slice %m[%i, 0] [1, %k] [1, 1] : tensor<?x?xi64> to tensor<?xi64>
    func.call @show(%row) : (tensor<?xi64>) -> ()
  }
  return
}

func.func @run(%m: index, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor(%m, %n) : tensor<?x?xi64>
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %a) -> tensor<?x?xi64> {
    %i1 = arith.addi %i, %c1 : index
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> tensor<?x?xi64> {
      %p = arith.muli %i1, %j : index
      %pi = arith.index_cast %p : index to i64
      %acc3 = tensor.insert %pi into %acc2[%i, %j] : tensor<?x?xi64>
      scf.yield %acc3 : tensor<?x?xi64>
    }
    scf.yield %r2 : tensor<?x?xi64>
  }
  func.call @show2(%r) : (tensor<?x?xi64>) -> ()
  %b = bufferization.alloc_tensor(%k) : tensor<?xi64>
  %rb = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %b) -> tensor<?xi64> {
    %sq = arith.muli %i, %i : index
    %v = arith.index_cast %sq : index to i64
    %acc2 = tensor.insert %v into %acc[%i] : tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  func.call @show(%rb) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  func.call @run(%c4, %c3, %c5) : (index, index, index) -> ()
  return
}
