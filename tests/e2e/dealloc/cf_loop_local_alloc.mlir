// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured loop whose body allocates a temporary tensor of
// iteration-dependent size (tensor.empty(i + 1) + linalg.fill(i + 1)) used
// only within the iteration (reduced to a scalar carried as i64). Each
// temporary must be freed in the body before the back edge. Tensor level
// (one-shot-bufferize handles it; only deallocation rejects the loop).
//
//   bb0 --> ^header(0, 0)
//   ^header(i, acc): i < n ? ^body : ^exit
//   ^body: t = fill(i+1) of size i+1; acc += sum(t) --> ^header(i+1, acc')
//   ^exit: return acc
//
// Expected (by hand): sum_{i<n} (i+1)^2: n = 4 -> 1+4+9+16 = 30; n = 0 -> 0;
// n = 2 -> 5.
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
  %zero = arith.constant 0 : i64
  cf.br ^header(%c0, %zero : index, i64)
^header(%i: index, %acc: i64):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : index
  %v = arith.index_cast %i1 : index to i64
  %e = tensor.empty(%i1) : tensor<?xi64>
  %t = linalg.fill ins(%v : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  %acc1 = arith.addi %acc, %s : i64
  cf.br ^header(%i1, %acc1 : index, i64)
^exit:
  return %acc : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = func.call @run(%c4) : (index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @run(%c0) : (index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @run(%c2) : (index) -> i64
  func.call @pr(%c) : (i64) -> ()
  return
}
