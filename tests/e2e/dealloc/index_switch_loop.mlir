// scf.index_switch in an scf.for body, on i mod 3: two cases yield a
// tensor allocated in the case (size depending on i), the default case
// yields a tensor allocated before the loop (base, must survive every
// iteration and be freed once after the loop). The selection is summed in
// each iteration; the allocated selections are freed in their iteration.
//
// base = [1, 1, 1] (sum 3)
//   i mod 3 = 0: 2 copies of i -> 2i
//   i mod 3 = 1: iota(i)       -> i(i-1)/2
//   otherwise:   base          -> 3
// Expected (by hand) for i = 0..5: 0 0 3 6 6 3, then the total 18, then
// sum(base) = 3.
func.func private @printI64(i64)
func.func private @printNewline()

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

func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %eb = tensor.empty(%c3) : tensor<?xi64>
  %base = linalg.fill ins(%one : i64) outs(%eb : tensor<?xi64>) -> tensor<?xi64>
  %tot = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %zero) -> i64 {
    %k = arith.remui %i, %c3 : index
    %r = scf.index_switch %k -> tensor<?xi64>
    case 0 {
      %ii = arith.index_cast %i : index to i64
      %e = tensor.empty(%c2) : tensor<?xi64>
      %f = linalg.fill ins(%ii : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
      scf.yield %f : tensor<?xi64>
    }
    case 1 {
      %t = func.call @iota(%i) : (index) -> tensor<?xi64>
      scf.yield %t : tensor<?xi64>
    }
    default {
      scf.yield %base : tensor<?xi64>
    }
    %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
    func.call @pr(%s) : (i64) -> ()
    %acc2 = arith.addi %acc, %s : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  %sb = func.call @sum(%base) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  return
}
