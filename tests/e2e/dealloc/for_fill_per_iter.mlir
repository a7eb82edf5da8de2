// scf.for whose body allocates a temporary tensor of iteration-dependent
// size (tensor.empty(i + 1) + linalg.fill i), reduces it and prints the
// result; a scalar accumulator is carried.
// Per iteration i = 0..3: i * (i + 1) -> 0 2 6 12; total 20.
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
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %tot = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> i64 {
    %n = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i : index to i64
    %e = tensor.empty(%n) : tensor<?xi64>
    %t = linalg.fill ins(%ii : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
    %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
    func.call @pr(%s) : (i64) -> ()
    %a = arith.addi %acc, %s : i64
    scf.yield %a : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  return
}
