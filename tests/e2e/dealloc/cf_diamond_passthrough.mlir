// cf diamond where one arm forwards the (caller-owned) function argument and
// the other arm writes into it (tensor.insert), which forces a copy because
// the caller reads the argument again afterwards. The join block sums the
// merged buffer, which is either the argument (must not be freed by the
// callee) or a new buffer (must be freed by the callee).
//
// %t = [1, 2, 3, 4] (sum 10)
// Expected: pick(false, t): [99, 2, 3, 4] -> 108; pick(true, t) -> 10 (the
// argument is unchanged by the previous call); sum(t) in main -> 10.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%t: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @pick(%c: i1, %t: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %v99 = arith.constant 99 : i64
  cf.cond_br %c, ^keep, ^write
^keep:
  cf.br ^join(%t : tensor<4xi64>)
^write:
  %x = tensor.insert %v99 into %t[%c0] : tensor<4xi64>
  cf.br ^join(%x : tensor<4xi64>)
^join(%r: tensor<4xi64>):
  %s = func.call @sum(%r) : (tensor<4xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %one = arith.constant 1 : i64
    %v = arith.addi %ii, %one : i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  %a = func.call @pick(%false, %t) : (i1, tensor<4xi64>) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @pick(%true, %t) : (i1, tensor<4xi64>) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = func.call @sum(%t) : (tensor<4xi64>) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
