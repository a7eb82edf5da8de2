// scf.index_switch whose cases yield tensors from different sources: two
// cases allocate (one also allocates a temporary used only inside the
// case), the default case yields a constant tensor (memref.get_global,
// must never be freed). The caller sums the result; the allocated ones
// must be freed after that.
//
//   case 0: 4 copies of 1               -> 4
//   case 1: iota(5)                     -> 10
//   case 2: t = iota(3); t * t = [0, 1, 4] (t freed in the case) -> 5
//   default: [9, 9]                     -> 18
// Expected (by hand) for k = 0, 1, 2, 7: 4 10 5 18.
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

func.func @sel(%k: index) -> i64 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1 : i64
  %r = scf.index_switch %k -> tensor<?xi64>
  case 0 {
    %e = tensor.empty(%c4) : tensor<?xi64>
    %f = linalg.fill ins(%one : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
    scf.yield %f : tensor<?xi64>
  }
  case 1 {
    %t = func.call @iota(%c5) : (index) -> tensor<?xi64>
    scf.yield %t : tensor<?xi64>
  }
  case 2 {
    %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
    %e = tensor.empty(%c3) : tensor<?xi64>
    %sq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.muli %in, %in : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    scf.yield %sq : tensor<?xi64>
  }
  default {
    %cst = arith.constant dense<[9, 9]> : tensor<2xi64>
    %cc = tensor.cast %cst : tensor<2xi64> to tensor<?xi64>
    scf.yield %cc : tensor<?xi64>
  }
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = func.call @sel(%c0) : (index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @sel(%c1) : (index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @sel(%c2) : (index) -> i64
  func.call @pr(%c) : (i64) -> ()
  %d = func.call @sel(%c7) : (index) -> i64
  func.call @pr(%d) : (i64) -> ()
  return
}
