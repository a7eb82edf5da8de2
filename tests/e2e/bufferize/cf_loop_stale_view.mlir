// UPSTREAM-FAILS: upstream's deallocation pipeline rejects the cf loop (and upstream's One-Shot Bufferize writes %a in place inside it)
// The cf-loop case of stale_view_in_loops.mlir: a tensor.cast of %a taken
// in the loop body is read, then written in place by tensor.insert. Every
// iteration must read the original %a[0] = 10: 3 * (10 + 11) = 63, and
// %a is unchanged afterwards. ferrobuf before the fix of the stale
// conflict checks printed 69.
// Expected (by hand): 63 / 10, 20, 30, 40.
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @cf_loop_cast(%a: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  cf.br ^head(%c0, %z : index, i64)
^head(%i: index, %acc: i64):
  %go = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %go, ^body, ^exit
^body:
  %v = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  %x = tensor.extract %v[%c0] : tensor<?xi64>
  %x1 = arith.addi %x, %one : i64
  %w = tensor.insert %x1 into %v[%c0] : tensor<?xi64>
  %y = tensor.extract %w[%c0] : tensor<?xi64>
  %xy = arith.addi %x, %y : i64
  %n = arith.addi %acc, %xy : i64
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %n : index, i64)
^exit:
  return %acc : i64
}


func.func @main() {
  %cst = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.copy ins(%cst : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r = func.call @cf_loop_cast(%a) : (tensor<4xi64>) -> i64
  func.call @pr(%r) : (i64) -> ()
  %ac = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ac) : (tensor<?xi64>) -> ()
  return
}
