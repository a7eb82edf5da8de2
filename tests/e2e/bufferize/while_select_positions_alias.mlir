// UPSTREAM-MISCOMPILES: with allow-return-allocs-from-loops (its defaults refuse the yields) upstream writes the insert into the first before-region argument in place although, from the second iteration on, both arguments are one buffer (prints 0, 2 for b)
// An scf.while whose after region yields its second tensor to both
// positions, directly to the first and through an arith.select (always
// picking it) to the second. From the second iteration on, both
// before-region arguments are the same tensor's buffer, so the insert
// into the first must write into a copy, or it changes the second
// (fuzzer seed 14491 @t31, reduced; there the loop ran once, so
// upstream's output happened to be right).
// a = [1, 1], b = [2, 2], n = 0:
//   iteration 0: a' = [0, 1]; 0 < 2: after yields (1, b, b)
//   iteration 1: a = b: a' = [0, 2], b = [2, 2]; 1 < 2: yields (2, b, b)
//   iteration 2: a' = [0, 2], b = [2, 2]; 2 < 2 false: results a', b
// Expected (by hand): 0, 2 / 2, 2
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0] : tensor<2xi64>
  %b = tensor.extract %t[%c1] : tensor<2xi64>
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%pick_first: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %ea = tensor.empty() : tensor<2xi64>
  %a = linalg.fill ins(%one : i64) outs(%ea : tensor<2xi64>) -> tensor<2xi64>
  %eb = tensor.empty() : tensor<2xi64>
  %b = linalg.fill ins(%two : i64) outs(%eb : tensor<2xi64>) -> tensor<2xi64>
  %n, %ra, %rb = scf.while (%i = %c0, %x = %a, %y = %b) : (index, tensor<2xi64>, tensor<2xi64>) -> (index, tensor<2xi64>, tensor<2xi64>) {
    %x2 = tensor.insert %zero into %x[%c0] : tensor<2xi64>
    %go = arith.cmpi ult, %i, %c2 : index
    scf.condition(%go) %i, %x2, %y : index, tensor<2xi64>, tensor<2xi64>
  } do {
  ^bb0(%j: index, %x3: tensor<2xi64>, %y3: tensor<2xi64>):
    %s = arith.select %pick_first, %x3, %y3 : tensor<2xi64>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %j2, %y3, %s : index, tensor<2xi64>, tensor<2xi64>
  }
  func.call @show(%ra) : (tensor<2xi64>) -> ()
  func.call @show(%rb) : (tensor<2xi64>) -> ()
  return
}

func.func @main() {
  %f = arith.constant false
  func.call @run(%f) : (i1) -> ()
  return
}
