// ml_program globals of tensor type: loads, stores, and old loaded values
// read after a store of the same global.
//
// @counter = [1, 2, 3, 4] (mutable), @base = [10, 20, 30, 40] (constant).
// @bump() stores counter + base into @counter.
// 1. old = load @counter; bump(); new = load @counter: old must still be
//    [1, 2, 3, 4] (a loaded tensor is a value), new = [11, 22, 33, 44].
// 2. x = load @counter; y = insert 99 into x[0]; store @counter = y;
//    z = load @counter: x = [11, 22, 33, 44], y = z = [99, 22, 33, 44].
// 3. y is written again after it was stored (insert 7 at [3]): the global
//    keeps what was stored: w = [99, 22, 33, 7], load @counter =
//    [99, 22, 33, 44].
// 4. The constant global: [10, 20, 30, 40].
// Expected (by hand):
//   1, 2, 3, 4 / 11, 22, 33, 44
//   11, 22, 33, 44 / 99, 22, 33, 44 / 99, 22, 33, 44
//   99, 22, 33, 7 / 99, 22, 33, 44
//   10, 20, 30, 40
// UPSTREAM-MISCOMPILES: upstream's loads are the global's buffer itself, so old and x print the stored values (11, ... and 99, ...); its global_store counts as a write of the stored tensor, so a stored value that goes out of place is replaced by an uninitialised buffer
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

ml_program.global private mutable @counter(dense<[1, 2, 3, 4]> : tensor<4xi64>) : tensor<4xi64>
ml_program.global private @base(dense<[10, 20, 30, 40]> : tensor<4xi64>) : tensor<4xi64>

func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// @counter += @base.
func.func @bump() {
  %c = ml_program.global_load @counter : tensor<4xi64>
  %b = ml_program.global_load @base : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %s = linalg.add ins(%c, %b : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  ml_program.global_store @counter = %s : tensor<4xi64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %n99 = arith.constant 99 : i64
  %n7 = arith.constant 7 : i64
  // 1.
  %old = ml_program.global_load @counter : tensor<4xi64>
  func.call @bump() : () -> ()
  %new = ml_program.global_load @counter : tensor<4xi64>
  func.call @show(%old) : (tensor<4xi64>) -> ()
  func.call @show(%new) : (tensor<4xi64>) -> ()
  // 2.
  %x = ml_program.global_load @counter : tensor<4xi64>
  %y = tensor.insert %n99 into %x[%c0] : tensor<4xi64>
  ml_program.global_store @counter = %y : tensor<4xi64>
  %z = ml_program.global_load @counter : tensor<4xi64>
  func.call @show(%x) : (tensor<4xi64>) -> ()
  func.call @show(%y) : (tensor<4xi64>) -> ()
  func.call @show(%z) : (tensor<4xi64>) -> ()
  // 3.
  %w = tensor.insert %n7 into %y[%c3] : tensor<4xi64>
  %g = ml_program.global_load @counter : tensor<4xi64>
  func.call @show(%w) : (tensor<4xi64>) -> ()
  func.call @show(%g) : (tensor<4xi64>) -> ()
  // 4.
  %b = ml_program.global_load @base : tensor<4xi64>
  func.call @show(%b) : (tensor<4xi64>) -> ()
  return
}
