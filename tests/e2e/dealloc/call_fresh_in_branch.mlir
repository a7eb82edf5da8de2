// Calls returning fresh tensors inside branches: in an scf.if (then: a call
// to @make, else: a call to @double on the caller's argument) and in a cf
// diamond (one arm calls @make, the other forwards a constant tensor,
// bufferized to memref.get_global, which must never be freed). The joined
// value is freed by the caller of the branch after it was summed; the
// argument base must survive (summed again at the end).
//
// make(k, n) = [k, ..., k+n-1]; double(t) = 2 * t; base = iota(4).
// Expected (by hand):
//   via_scf(true)  = sum(make(10, 4)) = 10 + 11 + 12 + 13 = 46
//   via_scf(false) = sum(double(base)) = 0 + 2 + 4 + 6 = 12
//   via_cf(true)   = sum(make(1, 2)) = 3
//   via_cf(false)  = sum([5, 6, 7]) = 18
//   sum(base) = 6
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

func.func @make(%k: i64, %n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %v = arith.addi %ii, %k : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @double(%t: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %d : tensor<?xi64>
}

func.func @via_scf(%c: i1, %base: tensor<?xi64>) -> i64 {
  %c4 = arith.constant 4 : index
  %k = arith.constant 10 : i64
  %r = scf.if %c -> tensor<?xi64> {
    %t = func.call @make(%k, %c4) : (i64, index) -> tensor<?xi64>
    scf.yield %t : tensor<?xi64>
  } else {
    %t = func.call @double(%base) : (tensor<?xi64>) -> tensor<?xi64>
    scf.yield %t : tensor<?xi64>
  }
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @via_cf(%c: i1) -> i64 {
  %c2 = arith.constant 2 : index
  %k = arith.constant 1 : i64
  cf.cond_br %c, ^call, ^const
^call:
  %t = func.call @make(%k, %c2) : (i64, index) -> tensor<?xi64>
  cf.br ^join(%t : tensor<?xi64>)
^const:
  %cst = arith.constant dense<[5, 6, 7]> : tensor<3xi64>
  %cc = tensor.cast %cst : tensor<3xi64> to tensor<?xi64>
  cf.br ^join(%cc : tensor<?xi64>)
^join(%r: tensor<?xi64>):
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c4 = arith.constant 4 : index
  %base = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %a = func.call @via_scf(%true, %base) : (i1, tensor<?xi64>) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @via_scf(%false, %base) : (i1, tensor<?xi64>) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @via_cf(%true) : (i1) -> i64
  func.call @pr(%c) : (i64) -> ()
  %d = func.call @via_cf(%false) : (i1) -> i64
  func.call @pr(%d) : (i64) -> ()
  %e = func.call @sum(%base) : (tensor<?xi64>) -> i64
  func.call @pr(%e) : (i64) -> ()
  return
}
