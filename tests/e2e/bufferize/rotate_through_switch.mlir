// A loop whose first position takes an scf.index_switch result: its own
// written value, the other position's value, or the loop's second init
// (an argument), while the second position takes the first's written
// value (lit yield-branch-of-carriers.mlir). The copies back form a cycle
// through the switch: one temporary.
// Expected (by hand): @rotate(t = [1, 2, 3, 4], u = [5, 6, 7, 8], n):
// a2 = a with [0] = i; m = a2 / b / u for i mod 3 = 0 / 1 / 2;
// (a, b) = (m, a2):
//   n = 3: (5, 6, 7, 8), (2, 2, 3, 4); n = 4: (3, 6, 7, 8) twice;
//   then t and u as they were.
// UPSTREAM-MISCOMPILES: upstream carries the switch's result as the first iter_arg and writes through it in place: after the default case that is the argument u itself, so the next iteration writes into u (here a constant's read-only global: the program crashes with n = 4)
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

func.func @rotate(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %ii = arith.index_cast %i : index to i64
    %a2 = tensor.insert %ii into %a[%c0] : tensor<4xi64>
    %sel = arith.remui %i, %c3 : index
    %m = scf.index_switch %sel -> tensor<4xi64>
    case 0 {
      scf.yield %a2 : tensor<4xi64>
    }
    case 1 {
      scf.yield %b : tensor<4xi64>
    }
    default {
      scf.yield %u : tensor<4xi64>
    }
    scf.yield %m, %a2 : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %y = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %p2, %q2 = func.call @rotate(%x, %y, %c3) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%p2) : (tensor<4xi64>) -> ()
  func.call @show(%q2) : (tensor<4xi64>) -> ()
  %p3, %q3 = func.call @rotate(%x, %y, %c4) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%p3) : (tensor<4xi64>) -> ()
  func.call @show(%q3) : (tensor<4xi64>) -> ()
  func.call @show(%x) : (tensor<4xi64>) -> ()
  func.call @show(%y) : (tensor<4xi64>) -> ()
  return
}
