// scf.for nested in an scf.if branch, inside a function that returns the
// scf.if result: the then-branch allocates x = [1, 1, 1, 1] and doubles it
// n times in a loop (a new tensor y = 2 * x per iteration, copied back into
// the iter_arg: default one-shot options need equivalent yields); the
// else-branch returns a fresh iota(3). Both branches yield a fresh buffer,
// which the caller owns and frees after summing it.
//
// Prints sum(r) then dim(r).
// Expected (by hand): (true, 3): [8, 8, 8, 8] -> 32, 4; (true, 0): 4, 4;
//   (false, 3): [0, 1, 2] -> 3, 3; (true, 1): 8, 4.
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

func.func @make(%c: i1, %n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %r = scf.if %c -> tensor<?xi64> {
    %e0 = tensor.empty(%c4) : tensor<?xi64>
    %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> tensor<?xi64> {
      %e = tensor.empty(%c4) : tensor<?xi64>
      %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
      ^bb0(%in: i64, %out: i64):
        %v = arith.addi %in, %in : i64
        linalg.yield %v : i64
      } -> tensor<?xi64>
      %z = linalg.copy ins(%y : tensor<?xi64>) outs(%x : tensor<?xi64>) -> tensor<?xi64>
      scf.yield %z : tensor<?xi64>
    }
    scf.yield %l : tensor<?xi64>
  } else {
    %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
    scf.yield %t : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @show(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %r = func.call @make(%c, %n) : (i1, index) -> tensor<?xi64>
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  %d = tensor.dim %r, %c0 : tensor<?xi64>
  %dd = arith.index_cast %d : index to i64
  func.call @pr(%dd) : (i64) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  func.call @show(%true, %c3) : (i1, index) -> ()
  func.call @show(%true, %c0) : (i1, index) -> ()
  func.call @show(%false, %c3) : (i1, index) -> ()
  func.call @show(%true, %c1) : (i1, index) -> ()
  return
}
