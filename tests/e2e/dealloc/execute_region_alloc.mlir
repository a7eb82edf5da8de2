// scf.execute_region (single block) allocating inside its region: a
// temporary that dies in the region and a result that escapes it (freed by
// the enclosing function after use); and an scf.execute_region in an
// scf.for body that allocates a temporary of iteration-dependent size and
// yields only a scalar (the temporary is freed inside, every iteration).
//
// f(n): r = { t = iota(n); yield 3 * t } -> sum(r) = 3n(n-1)/2, dim(r) = n
// loop i = 0..2: { t = (i + 1) copies of i + 1; yield sum(t) } -> (i + 1)^2
// Expected (by hand): f(4) = 18, 4; f(1) = 0, 1; loop total 1 + 4 + 9 = 14.
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

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %three = arith.constant 3 : i64
  %r = scf.execute_region -> tensor<?xi64> {
    %t = func.call @iota(%n) : (index) -> tensor<?xi64>
    %e = tensor.empty(%n) : tensor<?xi64>
    %u = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<?xi64>) outs(%e : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %v = arith.muli %in, %three : i64
      linalg.yield %v : i64
    } -> tensor<?xi64>
    scf.yield %u : tensor<?xi64>
  }
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  %d = tensor.dim %r, %c0 : tensor<?xi64>
  %dd = arith.index_cast %d : index to i64
  func.call @pr(%dd) : (i64) -> ()
  return
}

func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %tot = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = scf.execute_region -> i64 {
      %i1 = arith.addi %i, %c1 : index
      %k = arith.index_cast %i1 : index to i64
      %e = tensor.empty(%i1) : tensor<?xi64>
      %t = linalg.fill ins(%k : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
      %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
      scf.yield %s : i64
    }
    %acc2 = arith.addi %acc, %v : i64
    scf.yield %acc2 : i64
  }
  func.call @pr(%tot) : (i64) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @f(%c4) : (index) -> ()
  func.call @f(%c1) : (index) -> ()
  func.call @loop() : () -> ()
  return
}
