// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured loop (cf.br back edge to a header block, exit via
// cf.cond_br) carrying a tensor block argument; every iteration allocates a
// new tensor computed from the carried one, so the carried buffer of the
// previous iteration must be freed on the back edge, and the last one after
// the sum at the exit. Written at the tensor level: one-shot-bufferize
// handles tensor-typed cf block arguments (checked with mlir-opt 22); only
// the deallocation stage rejects the loop.
//
//   bb0: x0 = fill(1) (4 elements) --> ^header(0, x0)
//   ^header(i, x): i < n ? ^body : ^exit
//   ^body: y[j] = x[j] + i + j (new tensor) --> ^header(i + 1, y)
//   ^exit: return sum(x)
//
// Expected (by hand): x_n[j] = 1 + sum_{i<n} (i + j) = 1 + n(n-1)/2 + n*j
//   n = 0: [1,1,1,1] -> 4
//   n = 1: [1,2,3,4] -> 10
//   n = 4: [7,11,15,19] -> 52
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

func.func @run(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %e0 = tensor.empty(%c4) : tensor<?xi64>
  %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^header(%c0, %x0 : index, tensor<?xi64>)
^header(%i: index, %x: tensor<?xi64>):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %ii = arith.index_cast %i : index to i64
  %e = tensor.empty(%c4) : tensor<?xi64>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %j = linalg.index 0 : index
    %jj = arith.index_cast %j : index to i64
    %a = arith.addi %in, %ii : i64
    %v = arith.addi %a, %jj : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^header(%i1, %y : index, tensor<?xi64>)
^exit:
  %s = func.call @sum(%x) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = func.call @run(%c0) : (index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @run(%c1) : (index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @run(%c4) : (index) -> i64
  func.call @pr(%c) : (i64) -> ()
  return
}
