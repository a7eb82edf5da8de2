// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// UPSTREAM-MISCOMPILES: upstream One-Shot writes the add of the then-branch into %f in place (different branches of one scf.if never conflict), although the cf loop runs the else-branch, which reads %f, in the next iteration (prints 2 / 2)
//
// Issue 21 cause 2 in a cf loop (fuzzer seed 14698 @t31 was a quality
// note: there the loop never repeated). %f = fill 10 is defined before
// the loop and never changes. Iteration 0 takes the then-branch, which
// adds 1 + 1 into a tensor of %f's value (out of place), iteration 1 the
// else-branch, which reads %f. Expected: 2 (the add), then 10 (%f).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c1 = arith.constant dense<1> : tensor<3xi64>
  %ten = arith.constant 10 : i64
  %f = linalg.fill ins(%ten : i64) outs(%c1 : tensor<3xi64>) -> tensor<3xi64>
  %i0 = arith.constant 0 : index
  %one = arith.constant 1 : index
  %two = arith.constant 2 : index
  cf.br ^bb1(%i0 : index)
^bb1(%i: index):
  %go = arith.cmpi ult, %i, %two : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %first = arith.cmpi eq, %i, %i0 : index
  %r, %x = scf.if %first -> (tensor<3xi64>, i64) {
    %a = linalg.add ins(%c1, %c1 : tensor<3xi64>, tensor<3xi64>) outs(%f : tensor<3xi64>) -> tensor<3xi64>
    %e = tensor.extract %a[%two] : tensor<3xi64>
    scf.yield %a, %e : tensor<3xi64>, i64
  } else {
    %e = tensor.extract %f[%two] : tensor<3xi64>
    scf.yield %f, %e : tensor<3xi64>, i64
  }
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %n = arith.addi %i, %one : index
  cf.br ^bb1(%n : index)
^bb3:
  return
}
