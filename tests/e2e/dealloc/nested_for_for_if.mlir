// Three levels: scf.for (i) > scf.for (j) > scf.if. Every outer iteration
// allocates a fresh row tensor R (m zeros) that the inner loop carries;
// the innermost scf.if, taken when i + j is odd, allocates a temporary
// T = (j + 1) copies of i (tensor.empty(j + 1): dynamic) and stores
// sum(T) = i * (j + 1) into R[j]. After the inner loop, X[i mod 3] +=
// sum(R) (X carried by the outer loop, updated in place). T must be freed
// in the branch, each R at the end of its outer iteration.
//
// X0 = [0, 0, 0]; prints X[0], X[1], X[2].
// Expected (by hand):
//   (n, m) = (3, 3): i = 0: 0; i = 1: j = 0, 2 -> 1 + 3 = 4; i = 2: j = 1
//     -> 4 => X = [0, 4, 4]
//   (4, 2): i = 1: 1; i = 2: 4; i = 3: j = 0 -> 3 (into X[0]) => [3, 1, 4]
//   (2, 5): i = 1: j = 0, 2, 4 -> 1 + 3 + 5 = 9 => [0, 9, 0]
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

func.func @grid(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %ex = tensor.empty(%c3) : tensor<?xi64>
  %X0 = linalg.fill ins(%zero : i64) outs(%ex : tensor<?xi64>) -> tensor<?xi64>
  %X = scf.for %i = %c0 to %n step %c1 iter_args(%xa = %X0) -> tensor<?xi64> {
    %ii = arith.index_cast %i : index to i64
    %er = tensor.empty(%m) : tensor<?xi64>
    %R0 = linalg.fill ins(%zero : i64) outs(%er : tensor<?xi64>) -> tensor<?xi64>
    %R = scf.for %j = %c0 to %m step %c1 iter_args(%ra = %R0) -> tensor<?xi64> {
      %ij = arith.addi %i, %j : index
      %p = arith.remui %ij, %c2 : index
      %odd = arith.cmpi eq, %p, %c1 : index
      %rb = scf.if %odd -> tensor<?xi64> {
        %j1 = arith.addi %j, %c1 : index
        %et = tensor.empty(%j1) : tensor<?xi64>
        %T = linalg.fill ins(%ii : i64) outs(%et : tensor<?xi64>) -> tensor<?xi64>
        %s = func.call @sum(%T) : (tensor<?xi64>) -> i64
        %rc = tensor.insert %s into %ra[%j] : tensor<?xi64>
        scf.yield %rc : tensor<?xi64>
      } else {
        scf.yield %ra : tensor<?xi64>
      }
      scf.yield %rb : tensor<?xi64>
    }
    %sr = func.call @sum(%R) : (tensor<?xi64>) -> i64
    %k = arith.remui %i, %c3 : index
    %old = tensor.extract %xa[%k] : tensor<?xi64>
    %new = arith.addi %old, %sr : i64
    %xb = tensor.insert %new into %xa[%k] : tensor<?xi64>
    scf.yield %xb : tensor<?xi64>
  }
  %x0 = tensor.extract %X[%c0] : tensor<?xi64>
  func.call @pr(%x0) : (i64) -> ()
  %x1 = tensor.extract %X[%c1] : tensor<?xi64>
  func.call @pr(%x1) : (i64) -> ()
  %x2 = tensor.extract %X[%c2] : tensor<?xi64>
  func.call @pr(%x2) : (i64) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  func.call @grid(%c3, %c3) : (index, index) -> ()
  func.call @grid(%c4, %c2) : (index, index) -> ()
  func.call @grid(%c2, %c5) : (index, index) -> ()
  return
}
