// An scf.for yielding one new tensor at both positions, one written and
// the other read in the next iteration: the two positions hold one
// buffer, so the write into the first is a conflict for the read of the
// second (analysis rule 6b does not apply: the yields pass one
// allocation site to two positions). Expected (by hand), t = [1, 2, 3, 4],
// u = [5, 6, 7, 8], n = 2: iteration 0: w = [1, 7, 3, 4], s = 6 + 7 = 13,
// h = w + 13 = [14, 20, 16, 17] at both positions; iteration 1:
// w = [14, 7, 16, 17], s = 20 + 7 = 27, h = [41, 34, 43, 44], twice;
// the caller's tensors unchanged.
// UPSTREAM-MISCOMPILES: with allow-return-allocs-from-loops upstream yields the one new buffer at both positions and writes the first in place, so the next iteration reads the second after that write (prints 28, 21, 30, 31)

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

func.func @for_same_fresh_yield(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %w = tensor.insert %v into %a[%c1] : tensor<4xi64>
    %e = tensor.extract %b[%c1] : tensor<4xi64>
    %s = arith.addi %e, %v : i64
    %f = tensor.empty() : tensor<4xi64>
    %g = linalg.fill ins(%s : i64) outs(%f : tensor<4xi64>) -> tensor<4xi64>
    %h = linalg.add ins(%w, %g : tensor<4xi64>, tensor<4xi64>) outs(%g : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %h, %h : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %u0 = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %u = linalg.copy ins(%u0 : tensor<4xi64>) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %c:2 = func.call @for_same_fresh_yield(%t, %u, %c2) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%c#0) : (tensor<4xi64>) -> ()
  func.call @show(%c#1) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  func.call @show(%u) : (tensor<4xi64>) -> ()
  return
}
