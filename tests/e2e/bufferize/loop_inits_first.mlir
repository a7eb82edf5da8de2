// A loop in one branch of an scf.if whose other branch yields the
// argument; the argument is returned as it was too (lit
// loop-inits-first.mlir; fuzzer seed 13719 @t26): the loop's init is the
// one copy, the insert writes it in place.
// Expected (by hand), t = 1..6, v = 9, n = 3: c = false: the while and the
// for insert 9 at [0], [1], [2]: 9, 9, 9, 4, 5, 6, then t as it was;
// c = true: t twice.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<6xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @while_in_branch(%t: tensor<6xi64>, %c: i1, %n: index, %v: i64) -> (tensor<6xi64>, tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (tensor<6xi64>) {
    scf.yield %t : tensor<6xi64>
  } else {
    %d = tensor.cast %t : tensor<6xi64> to tensor<?xi64>
    %l:2 = scf.while (%i = %c0, %a = %d) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
      %w = tensor.insert %v into %a[%i] : tensor<?xi64>
      %i1 = arith.addi %i, %c1 : index
      %go = arith.cmpi ult, %i1, %n : index
      scf.condition(%go) %i1, %w : index, tensor<?xi64>
    } do {
    ^bb0(%j: index, %b: tensor<?xi64>):
      scf.yield %j, %b : index, tensor<?xi64>
    }
    %e = tensor.cast %l#1 : tensor<?xi64> to tensor<6xi64>
    scf.yield %e : tensor<6xi64>
  }
  return %r, %t : tensor<6xi64>, tensor<6xi64>
}

func.func @for_in_branch(%t: tensor<6xi64>, %c: i1, %n: index, %v: i64) -> (tensor<6xi64>, tensor<6xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (tensor<6xi64>) {
    scf.yield %t : tensor<6xi64>
  } else {
    %d = tensor.cast %t : tensor<6xi64> to tensor<?xi64>
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%a = %d) -> (tensor<?xi64>) {
      %w = tensor.insert %v into %a[%i] : tensor<?xi64>
      scf.yield %w : tensor<?xi64>
    }
    %e = tensor.cast %l : tensor<?xi64> to tensor<6xi64>
    scf.yield %e : tensor<6xi64>
  }
  return %r, %t : tensor<6xi64>, tensor<6xi64>
}

func.func @main() {
  %n = arith.constant 3 : index
  %v = arith.constant 9 : i64
  %true = arith.constant true
  %false = arith.constant false
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi64>
  %a0, %b0 = func.call @while_in_branch(%t, %false, %n, %v) : (tensor<6xi64>, i1, index, i64) -> (tensor<6xi64>, tensor<6xi64>)
  func.call @show(%a0) : (tensor<6xi64>) -> ()
  func.call @show(%b0) : (tensor<6xi64>) -> ()
  %a1, %b1 = func.call @while_in_branch(%t, %true, %n, %v) : (tensor<6xi64>, i1, index, i64) -> (tensor<6xi64>, tensor<6xi64>)
  func.call @show(%a1) : (tensor<6xi64>) -> ()
  func.call @show(%b1) : (tensor<6xi64>) -> ()
  %a2, %b2 = func.call @for_in_branch(%t, %false, %n, %v) : (tensor<6xi64>, i1, index, i64) -> (tensor<6xi64>, tensor<6xi64>)
  func.call @show(%a2) : (tensor<6xi64>) -> ()
  func.call @show(%b2) : (tensor<6xi64>) -> ()
  %a3, %b3 = func.call @for_in_branch(%t, %true, %n, %v) : (tensor<6xi64>, i1, index, i64) -> (tensor<6xi64>, tensor<6xi64>)
  func.call @show(%a3) : (tensor<6xi64>) -> ()
  func.call @show(%b3) : (tensor<6xi64>) -> ()
  return
}
