// Loops whose yielded value is the result of a call to a function that
// returns a tensor it allocates (a linalg.add into a tensor.empty): the
// result is a new buffer in every iteration, so the loop passes it on
// without copying it back into the carried buffer, as upstream does with
// allow-return-allocs-from-loops (FuncSummary::fresh; ferrobuf used to
// copy it every iteration: fuzzer seed 15076 @t38). Also the call result
// written (an insert) before it is yielded, and a dynamic shape.
//
// acc0 = [1, 2, 3, 4], 3 iterations:
// doubled: 8, 16, 24, 32
// marked (element 0 set to the iteration number after each doubling):
//   [2, 4, 6, 8] -> [0, 4, 6, 8]; [0, 8, 12, 16] -> [1, 8, 12, 16];
//   [2, 16, 24, 32] -> [2, 16, 24, 32]
// dynamic (doubled, tensor<?xi64>): 8, 16, 24, 32
// acc0 afterwards: 1, 2, 3, 4
// Expected (by hand): the four lines in this order.
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

func.func private @step(%t: tensor<4xi64>) -> tensor<4xi64> {
  %e = tensor.empty() : tensor<4xi64>
  %r = linalg.add ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func private @step_dyn(%t: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %r = linalg.add ins(%t, %t : tensor<?xi64>, tensor<?xi64>) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func @doubled(%acc0: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<4xi64>) {
    %s = func.call @step(%acc) : (tensor<4xi64>) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @marked(%acc0: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<4xi64>) {
    %s = func.call @step(%acc) : (tensor<4xi64>) -> tensor<4xi64>
    %ii = arith.index_cast %i : index to i64
    %w = tensor.insert %ii into %s[%c0] : tensor<4xi64>
    scf.yield %w : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @dynamic(%acc0: tensor<?xi64>, %n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<?xi64>) {
    %s = func.call @step_dyn(%acc) : (tensor<?xi64>) -> tensor<?xi64>
    scf.yield %s : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %acc0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %a = func.call @doubled(%acc0, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  %ad = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %b = func.call @marked(%acc0, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  %bd = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %accd = tensor.cast %acc0 : tensor<4xi64> to tensor<?xi64>
  %c = func.call @dynamic(%accd, %c3) : (tensor<?xi64>, index) -> tensor<?xi64>
  func.call @show(%c) : (tensor<?xi64>) -> ()
  func.call @show(%accd) : (tensor<?xi64>) -> ()
  return
}
