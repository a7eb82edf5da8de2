// Recursive functions with tensors (issue 21 cause 5): before the fix the
// calls inside a call cycle were rewritten against the tensor signature
// (memref.cast to a tensor type: invalid IR).
// - @fill_down(t, n) writes n at index n-1, then recurses on n-1 and
//   returns the result: fill_down(zeros, 4) = 1, 2, 3, 4. The caller's
//   tensor is read afterwards and must stay all zeros.
// - @ping / @pong (mutual recursion) alternate adding 1 and 10 to t[0]
//   n times and return a fresh copy at the end: ping(zeros, 3) adds
//   1 + 10 + 1 = 12.
// Expected (by hand): 1, 2, 3, 4 / 0, 0, 0, 0 / 12, 0, 0, 0 / 0, 0, 0, 0.
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

func.func @fill_down(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %p -> tensor<4xi64> {
    scf.yield %t : tensor<4xi64>
  } else {
    %m = arith.subi %n, %c1 : index
    %v = arith.index_cast %n : index to i64
    %t2 = tensor.insert %v into %t[%m] : tensor<4xi64>
    %s = func.call @fill_down(%t2, %m) : (tensor<4xi64>, index) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @ping(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %p = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %p -> tensor<4xi64> {
    %e = tensor.empty() : tensor<4xi64>
    %c = linalg.copy ins(%t : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %c : tensor<4xi64>
  } else {
    %x = tensor.extract %t[%c0] : tensor<4xi64>
    %y = arith.addi %x, %one : i64
    %t2 = tensor.insert %y into %t[%c0] : tensor<4xi64>
    %m = arith.subi %n, %c1 : index
    %s = func.call @pong(%t2, %m) : (tensor<4xi64>, index) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @pong(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ten = arith.constant 10 : i64
  %p = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %p -> tensor<4xi64> {
    scf.yield %t : tensor<4xi64>
  } else {
    %x = tensor.extract %t[%c0] : tensor<4xi64>
    %y = arith.addi %x, %ten : i64
    %t2 = tensor.insert %y into %t[%c0] : tensor<4xi64>
    %m = arith.subi %n, %c1 : index
    %s = func.call @ping(%t2, %m) : (tensor<4xi64>, index) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %zeros = tensor.splat %z : tensor<4xi64>
  %f = func.call @fill_down(%zeros, %c4) : (tensor<4xi64>, index) -> tensor<4xi64>
  %fc = tensor.cast %f : tensor<4xi64> to tensor<?xi64>
  func.call @show(%fc) : (tensor<?xi64>) -> ()
  %zc = tensor.cast %zeros : tensor<4xi64> to tensor<?xi64>
  func.call @show(%zc) : (tensor<?xi64>) -> ()
  %g = func.call @ping(%zeros, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  %gc = tensor.cast %g : tensor<4xi64> to tensor<?xi64>
  func.call @show(%gc) : (tensor<?xi64>) -> ()
  func.call @show(%zc) : (tensor<?xi64>) -> ()
  return
}
