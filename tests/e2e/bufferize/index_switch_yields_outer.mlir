// UPSTREAM-MISCOMPILES: upstream writes the switch result in place although case 2 and the default region yield the outer tensor g, read afterwards (prints 29, 5 for g when either runs); with scf.if in place of the switch upstream is right
// An scf.index_switch whose first case writes a copy of an outer tensor
// and whose other regions yield the outer tensor itself; the result is
// then written and the outer tensor read afterwards. When another
// region runs, the result is the outer tensor's buffer: the write must go
// to a copy (fuzzer seed 14311 @t31, reduced; the quality note there was
// upstream writing in place). Each call: g = [29, 29]; sel = 1:
// s = [29, 0], r = [29, 5]; otherwise s = g, r = [29, 5]; g unchanged.
// Expected (by hand): g = 29, 29 and r = 29, 5 for sel = 1, 2, 3.
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

func.func @switch_then_write(%sel: index) {
  %c1 = arith.constant 1 : index
  %c29 = arith.constant 29 : i64
  %c0i = arith.constant 0 : i64
  %c5 = arith.constant 5 : i64
  %e = tensor.empty() : tensor<2xi64>
  %g = linalg.fill ins(%c29 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %s = scf.index_switch %sel -> tensor<2xi64>
  case 1 {
    %w = tensor.insert %c0i into %g[%c1] : tensor<2xi64>
    scf.yield %w : tensor<2xi64>
  }
  case 2 {
    scf.yield %g : tensor<2xi64>
  }
  default {
    scf.yield %g : tensor<2xi64>
  }
  %r = tensor.insert %c5 into %s[%c1] : tensor<2xi64>
  func.call @show(%g) : (tensor<2xi64>) -> ()
  func.call @show(%r) : (tensor<2xi64>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @switch_then_write(%c1) : (index) -> ()
  func.call @switch_then_write(%c2) : (index) -> ()
  func.call @switch_then_write(%c3) : (index) -> ()
  return
}
