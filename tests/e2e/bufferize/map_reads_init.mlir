// linalg.map whose payload reads its init (the %init block argument): the
// init's contents are read, so a caller passing a constant must pass a
// copy of it, not an uninitialised buffer.
// Expected (by hand): @bump(10, 20, 30) adds 1 to each init element and
// returns element 1: 21.
// UPSTREAM-MISCOMPILES: upstream One-Shot counts the map's init as written but not read (the function argument's access is "write"), so the caller passes a new uninitialised buffer: prints garbage + 1 (valgrind: uninitialised value), fuzzer seed 13495 @t0 was a quality note because its payload multiplied the init by 0
func.func private @printI64(i64)
func.func private @printNewline()
func.func @bump(%t: tensor<3xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %m = linalg.map ins(%t : tensor<3xi64>) outs(%t : tensor<3xi64>)
    (%in: i64, %init: i64) {
      %one = arith.constant 1 : i64
      %s = arith.addi %init, %one : i64
      linalg.yield %s : i64
    }
  %v = tensor.extract %m[%c1] : tensor<3xi64>
  return %v : i64
}
func.func @main() {
  %k = arith.constant dense<[10, 20, 30]> : tensor<3xi64>
  %v = func.call @bump(%k) : (tensor<3xi64>) -> i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
