// scf.if nested in an scf.for body, allocating in its then-branch only: on
// even iterations a new tensor y[j] = x[j] + i * j + 1 is computed from the
// carried tensor (and copied back into it: loops must yield a tensor
// equivalent to their iter_arg with default one-shot options, and so must
// the scf.if, whose branches both yield the iter_arg's buffer); odd
// iterations allocate nothing. The temporary y is freed inside the branch.
//
// x0 = [0, 0, 0, 0]; prints sum(x) after the loop.
// Expected (by hand):
//   n = 5: i = 0: [1,1,1,1]; i = 2: +[1,3,5,7] = [2,4,6,8];
//          i = 4: +[1,5,9,13] = [3,9,15,21] -> 48
//   n = 3: [2,4,6,8] -> 20; n = 1: [1,1,1,1] -> 4
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

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %e0 = tensor.empty(%c4) : tensor<?xi64>
  %x0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0) -> tensor<?xi64> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %ii = arith.index_cast %i : index to i64
    %x2 = scf.if %even -> tensor<?xi64> {
      %e = tensor.empty(%c4) : tensor<?xi64>
      %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
      ^bb0(%in: i64, %out: i64):
        %j = linalg.index 0 : index
        %jj = arith.index_cast %j : index to i64
        %m = arith.muli %ii, %jj : i64
        %a = arith.addi %in, %m : i64
        %v = arith.addi %a, %one : i64
        linalg.yield %v : i64
      } -> tensor<?xi64>
      %z = linalg.copy ins(%y : tensor<?xi64>) outs(%x : tensor<?xi64>) -> tensor<?xi64>
      scf.yield %z : tensor<?xi64>
    } else {
      scf.yield %x : tensor<?xi64>
    }
    scf.yield %x2 : tensor<?xi64>
  }
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  func.call @run(%c5) : (index) -> ()
  func.call @run(%c3) : (index) -> ()
  func.call @run(%c1) : (index) -> ()
  return
}
