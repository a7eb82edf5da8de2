// scf.while carrying a tensor (initialized with a constant, printed again
// after the loop) and an i64 counter. The before region reads the tensor
// (sum) and forwards it unchanged to scf.condition (equivalent to the
// before block argument, as default one-shot options require); the after
// region doubles it in place (linalg.generic with outs = the argument).
//
// t0 = [1, 2, 3]; while sum(t) <= 100: t = 2 * t, n += 1
// sums: 6, 12, 24, 48, 96, 192 -> 5 doublings, t = [32, 64, 96]
// Expected (by hand): 32, 64, 96 / 5 / 1, 2, 3
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
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

// Sum of the elements of %t.
func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @main() {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %lim = arith.constant 100 : i64
  %t0 = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %r:2 = scf.while (%t = %t0, %n = %zero) : (tensor<3xi64>, i64) -> (tensor<3xi64>, i64) {
    %td = tensor.cast %t : tensor<3xi64> to tensor<?xi64>
    %s = func.call @sum(%td) : (tensor<?xi64>) -> i64
    %c = arith.cmpi sle, %s, %lim : i64
    scf.condition(%c) %t, %n : tensor<3xi64>, i64
  } do {
  ^bb0(%t: tensor<3xi64>, %n: i64):
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<3xi64>) {
    ^bb0(%o: i64):
      %x = arith.addi %o, %o : i64
      linalg.yield %x : i64
    } -> tensor<3xi64>
    %n2 = arith.addi %n, %one : i64
    scf.yield %d, %n2 : tensor<3xi64>, i64
  }
  %rd = tensor.cast %r#0 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  func.call @pr(%r#1) : (i64) -> ()
  %t0d = tensor.cast %t0 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%t0d) : (tensor<?xi64>) -> ()
  return
}
