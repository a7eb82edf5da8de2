// A function returning a view of its argument (an extract_slice of the
// whole tensor) is called in one branch of an scf.if in a loop; the branch
// inserts into the call's result, the scf.if's result is read after it. One-Shot
// copies the argument before the call (the result is written, the argument
// read later), so the memref program writes that copy and then calls: the
// deallocation's call-result aliasing check must accept it (the fuzzer's
// seed 11293 @t39 was refused: the write before the call counted as one
// after it, through the other branch and the loop).
//
// t = [1, 2, 3, 4]; for i in 0..3: y = (i == 1) ? [100, 100, 100, 100]
//                                     : view(t) with [0] = i
// acc += y[0] + y[3]: i = 0 -> 0 + 4, i = 1 -> 200, i = 2 -> 2 + 4
// Expected (by hand): acc = 210; t = 1, 2, 3, 4
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

func.func @view(%t: tensor<4xi64>) -> tensor<4xi64> {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<4xi64> to tensor<4xi64>
  return %s : tensor<4xi64>
}

func.func @run(%t: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (i64) {
    %c = arith.cmpi eq, %i, %c1 : index
    %y = scf.if %c -> (tensor<4xi64>) {
      %k = arith.constant dense<100> : tensor<4xi64>
      scf.yield %k : tensor<4xi64>
    } else {
      %r = func.call @view(%t) : (tensor<4xi64>) -> tensor<4xi64>
      %ii = arith.index_cast %i : index to i64
      %f = tensor.insert %ii into %r[%c0] : tensor<4xi64>
      scf.yield %f : tensor<4xi64>
    }
    %a = tensor.extract %y[%c0] : tensor<4xi64>
    %b = tensor.extract %y[%c3] : tensor<4xi64>
    %ab = arith.addi %a, %b : i64
    %n = arith.addi %acc, %ab : i64
    scf.yield %n : i64
  }
  return %sum : i64
}

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %s = func.call @run(%t) : (tensor<4xi64>) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
