// bufferization.alloc_tensor() copy(%t): a new buffer initialized with t's
// contents. Writing into it must not change t; a second alloc_tensor copies
// the written one and is written in turn, then all three versions are
// printed, newest first. The copy of a constant can be written while the
// constant stays intact.
//
// t = iota(4); a2 = copy(t) with [0] = 9; b2 = copy(a2) with [1] = 7
// c2 = copy([5, 6]) with [1] = 0
// Expected (by hand): b2 = 9, 7, 2, 3; a2 = 9, 1, 2, 3; t = 0, 1, 2, 3;
// c2 = 5, 0; constant = 5, 6
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v0 = arith.constant 0 : i64
  %v7 = arith.constant 7 : i64
  %v9 = arith.constant 9 : i64
  %t = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %a = bufferization.alloc_tensor() copy(%t) : tensor<?xi64>
  %a2 = tensor.insert %v9 into %a[%c0] : tensor<?xi64>
  %b = bufferization.alloc_tensor() copy(%a2) : tensor<?xi64>
  %b2 = tensor.insert %v7 into %b[%c1] : tensor<?xi64>
  func.call @show(%b2) : (tensor<?xi64>) -> ()
  func.call @show(%a2) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  %k = arith.constant dense<[5, 6]> : tensor<2xi64>
  %c = bufferization.alloc_tensor() copy(%k) : tensor<2xi64>
  %c2 = tensor.insert %v0 into %c[%c1] : tensor<2xi64>
  %cd = tensor.cast %c2 : tensor<2xi64> to tensor<?xi64>
  func.call @show(%cd) : (tensor<?xi64>) -> ()
  %kd = tensor.cast %k : tensor<2xi64> to tensor<?xi64>
  func.call @show(%kd) : (tensor<?xi64>) -> ()
  return
}
