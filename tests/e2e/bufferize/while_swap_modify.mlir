// scf.while whose condition swaps two loop-carried tensors and whose after
// region writes one of them in place: the after region yields each value
// into the other carried buffer, so the copies must go through
// temporaries (both sources are buffers being overwritten).
//
// a = [1, 2], b = [10, 20]; 3 iterations of: (a, b) = (b, a); a[0] += 100
// it 1: a = [110, 20], b = [1, 2]
// it 2: a = [101, 2],  b = [110, 20]
// it 3: a = [210, 20], b = [101, 2]; the exit condition forwards (b, a)
// Expected (by hand): 101, 2 / 210, 20 / 1, 2
// UPSTREAM-FAILS: scf.condition forwards values not equivalent to the before arguments ("Condition arg #0 is not equivalent to the corresponding iter bbArg")
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c0] : tensor<2xi64>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  %y = tensor.extract %t[%c1] : tensor<2xi64>
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%a0: tensor<2xi64>, %b0: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %hundred = arith.constant 100 : i64
  %r:3 = scf.while (%a = %a0, %b = %b0, %i = %c0) : (tensor<2xi64>, tensor<2xi64>, index) -> (tensor<2xi64>, tensor<2xi64>, index) {
    %c = arith.cmpi slt, %i, %c3 : index
    scf.condition(%c) %b, %a, %i : tensor<2xi64>, tensor<2xi64>, index
  } do {
  ^bb0(%p: tensor<2xi64>, %q: tensor<2xi64>, %j: index):
    %v = tensor.extract %p[%c0] : tensor<2xi64>
    %w = arith.addi %v, %hundred : i64
    %p2 = tensor.insert %w into %p[%c0] : tensor<2xi64>
    %k = arith.addi %j, %c1 : index
    scf.yield %p2, %q, %k : tensor<2xi64>, tensor<2xi64>, index
  }
  return %r#0, %r#1 : tensor<2xi64>, tensor<2xi64>
}

func.func @main() {
  %a = arith.constant dense<[1, 2]> : tensor<2xi64>
  %b = arith.constant dense<[10, 20]> : tensor<2xi64>
  %r:2 = func.call @run(%a, %b) : (tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>)
  func.call @show(%r#0) : (tensor<2xi64>) -> ()
  func.call @show(%r#1) : (tensor<2xi64>) -> ()
  func.call @show(%a) : (tensor<2xi64>) -> ()
  return
}
