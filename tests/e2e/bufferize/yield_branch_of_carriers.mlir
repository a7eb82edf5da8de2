// A loop yielding an scf.if result that is, depending on the branch, a
// loop-carried buffer or a tensor no copy back overwrites, to both of its
// positions (lit yield-branch-of-carriers.mlir; fuzzer seed 13631 @t40):
// the copies back are ordered by what each branch may be, no temporary
// (the position whose own buffer the branch may be copies it onto
// itself).
// Expected (by hand): @both(t = [10, 20, 30, 40], c, 3): b gets [i] = i
// each iteration and m is b (c) or t (not c), yielded to both positions:
//   c = true: 0, 1, 2, 40 twice; c = false: 10, 20, 30, 40 twice;
//   then t as it was.
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

func.func @both(%t: tensor<4xi64>, %c: i1, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xi64>, tensor<4xi64>) {
    %ii = arith.index_cast %i : index to i64
    %b2 = tensor.insert %ii into %b[%i] : tensor<4xi64>
    %m = scf.if %c -> (tensor<4xi64>) {
      scf.yield %b2 : tensor<4xi64>
    } else {
      scf.yield %t : tensor<4xi64>
    }
    scf.yield %m, %m : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %false = arith.constant false
  %t = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %p0, %q0 = func.call @both(%t, %true, %c3) : (tensor<4xi64>, i1, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%p0) : (tensor<4xi64>) -> ()
  func.call @show(%q0) : (tensor<4xi64>) -> ()
  %p1, %q1 = func.call @both(%t, %false, %c3) : (tensor<4xi64>, i1, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%p1) : (tensor<4xi64>) -> ()
  func.call @show(%q1) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  return
}
