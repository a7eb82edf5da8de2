// scf.for iter_args nobody reads (their results unused, only yielded to
// positions like them) beside live ones on the same init: the unread ones
// take the init's buffer without a copy and are never written, the live
// ones work as before. (Fuzzer seeds 12502 @t36, 12503 @t17: quality.)
// Expected (by hand):
//   @swap: %b starts as t = 1,2,3,4; each iteration yields (b, k, b+10):
//     the live third position adds 10 to position 1's value of that
//     iteration: after 3 iterations: c = t + 10 (first), then k + 10.
//     n = 3 -> 11, 11, 11, 11
//   t is unchanged: 1, 2, 3, 4
//   @dead_only(n = 2): nothing printed but t again: 1, 2, 3, 4
//   @through_if (the iter_arg through an scf.if, unread), either branch:
//     t again: 1, 2, 3, 4
//   @while_unread (n = 3): an scf.while position the condition only
//     forwards and the after region replaces by a fill of 7 (unread), a
//     live position beside it that adds 1 to element 0 each iteration
//     (tensor.insert): 3 iterations on t: 4, 2, 3, 4; t again: 1, 2, 3, 4
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

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

func.func @swap(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ten = arith.constant 10 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t, %c = %t) -> (tensor<4xi64>, tensor<4xi64>, tensor<4xi64>) {
    %k = arith.constant dense<1> : tensor<4xi64>
    %e = tensor.empty() : tensor<4xi64>
    %c2 = linalg.map ins(%b : tensor<4xi64>) outs(%e : tensor<4xi64>)
      (%x: i64, %o: i64) {
        %y = arith.addi %x, %ten : i64
        linalg.yield %y : i64
      }
    scf.yield %b, %k, %c2 : tensor<4xi64>, tensor<4xi64>, tensor<4xi64>
  }
  return %r#2 : tensor<4xi64>
}

func.func @dead_only(%t: tensor<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xi64>, tensor<4xi64>) {
    %k = arith.constant dense<7> : tensor<4xi64>
    scf.yield %b, %k : tensor<4xi64>, tensor<4xi64>
  }
  return
}

func.func @through_if(%t: tensor<4xi64>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xi64>) {
    %s = scf.if %c -> (tensor<4xi64>) {
      %k = arith.constant dense<9> : tensor<4xi64>
      scf.yield %k : tensor<4xi64>
    } else {
      scf.yield %a : tensor<4xi64>
    }
    scf.yield %s : tensor<4xi64>
  }
  return
}

func.func @while_unread(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %seven = arith.constant 7 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %live = %t) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %a, %live : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %b: tensor<4xi64>, %l: tensor<4xi64>):
    %e = tensor.empty() : tensor<4xi64>
    %f = linalg.fill ins(%seven : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    %x = tensor.extract %l[%c0] : tensor<4xi64>
    %x1 = arith.addi %x, %one : i64
    %l2 = tensor.insert %x1 into %l[%c0] : tensor<4xi64>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %f, %l2 : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#2 : tensor<4xi64>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %s = func.call @swap(%t, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%s) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  func.call @dead_only(%t, %c2) : (tensor<4xi64>, index) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %true = arith.constant true
  %false = arith.constant false
  func.call @through_if(%t, %c3, %true) : (tensor<4xi64>, index, i1) -> ()
  func.call @through_if(%t, %c3, %false) : (tensor<4xi64>, index, i1) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  %w = func.call @while_unread(%t, %c3) : (tensor<4xi64>, index) -> tensor<4xi64>
  func.call @show(%w) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  return
}
