// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// UPSTREAM-MISCOMPILES: upstream bufferizes the branch into the loop of @read in place (the loop carries the argument the fills write), so the read after the loop sees a fill and prints 30
// A cf loop hands a tensor back to itself while a slice of the function
// argument is filled in every iteration (the fill's result unused). When
// the carried tensor is never read, the branches read nothing and stay in
// place (the argument is then written: the caller keeps its own tensor
// intact by copying it); when it is read after the loop, the read must see
// the argument as it was before the fills.
//
// t = [1, 2]: unread(t, 0, 2): nothing visible; read(t, 0, 2) = t[0] = 1
// Expected (by hand): t = 1, 2 / 1 / t = 1, 2
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

func.func @unread(%t: tensor<2xi64>, %i: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c30 = arith.constant 30 : i64
  cf.br ^bb1(%i, %t : index, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %s = tensor.extract_slice %t[%k] [1] [1] : tensor<2xi64> to tensor<1xi64>
  %f = linalg.fill ins(%c30 : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
  %k2 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k2, %a : index, tensor<2xi64>)
^bb3:
  return
}

func.func @read(%t: tensor<2xi64>, %i: index, %n: index) -> i64 {
  %c1 = arith.constant 1 : index
  %c30 = arith.constant 30 : i64
  cf.br ^bb1(%i, %t : index, tensor<2xi64>)
^bb1(%k: index, %a: tensor<2xi64>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %s = tensor.extract_slice %t[%k] [1] [1] : tensor<2xi64> to tensor<1xi64>
  %f = linalg.fill ins(%c30 : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
  %k2 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k2, %a : index, tensor<2xi64>)
^bb3:
  %v = tensor.extract %a[%i] : tensor<2xi64>
  return %v : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1, 2]> : tensor<2xi64>
  func.call @unread(%t, %c0, %c2) : (tensor<2xi64>, index, index) -> ()
  %td = tensor.cast %t : tensor<2xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  %v = func.call @read(%t, %c0, %c2) : (tensor<2xi64>, index, index) -> i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
