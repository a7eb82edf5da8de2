// UPSTREAM-FAILS: ownership-based deallocation rejects cf.switch ("BranchOpInterface operations with multiple successors are not supported yet")
//
// cf.switch choosing among three freshly allocated tensors of different
// sizes (three predecessors of the join block).
//   case 0: 4 elements of 1 -> 4
//   case 1: 2 elements of 5 -> 10
//   default: 3 elements of 7 -> 21
// Expected for k = 0, 1, 2, -1: 4 10 21 21.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @sel(%k: i32) -> i64 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %five = arith.constant 5 : i64
  %seven = arith.constant 7 : i64
  cf.switch %k : i32, [
    default: ^d,
    0: ^a,
    1: ^b
  ]
^a:
  %ea = tensor.empty(%c4) : tensor<?xi64>
  %xa = linalg.fill ins(%one : i64) outs(%ea : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^join(%xa : tensor<?xi64>)
^b:
  %eb = tensor.empty(%c2) : tensor<?xi64>
  %xb = linalg.fill ins(%five : i64) outs(%eb : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^join(%xb : tensor<?xi64>)
^d:
  %ed = tensor.empty(%c3) : tensor<?xi64>
  %xd = linalg.fill ins(%seven : i64) outs(%ed : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^join(%xd : tensor<?xi64>)
^join(%t: tensor<?xi64>):
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %km = arith.constant -1 : i32
  %a = func.call @sel(%k0) : (i32) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @sel(%k1) : (i32) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = func.call @sel(%k2) : (i32) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = func.call @sel(%km) : (i32) -> i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
