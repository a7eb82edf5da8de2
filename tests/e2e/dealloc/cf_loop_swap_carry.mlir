// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured loop carrying two tensors that are rotated on the back edge:
// (a, b) -> (b, a + b), elementwise Fibonacci. The new tensor a + b is
// allocated in the body; the old a dies on the back edge while the old b
// moves to the first block argument, so buffers change block-argument
// position between iterations. Tensor level (one-shot-bufferize handles
// it; only deallocation rejects it).
//
//   bb0: a0 = [1, 2, 3], b0 = [1, 1, 1] --> ^h(0, a0, b0)
//   ^h(i, a, b): i < n ? ^body : ^exit
//   ^body: c = a + b --> ^h(i + 1, b, c)
//   ^exit: print sum(a), sum(b)
//
// Expected (by hand): (a, b) sums go (6, 3) -> (3, 9) -> (9, 12) ->
// (12, 21) -> (21, 33) -> (33, 54):
//   n = 5: 33, 54; n = 0: 6, 3; n = 1: 3, 9
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
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i64
  %i0 = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %ea = tensor.empty(%c3) : tensor<?xi64>
  %a0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%i0 : tensor<?xi64>) outs(%ea : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %one : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %eb = tensor.empty(%c3) : tensor<?xi64>
  %b0 = linalg.fill ins(%one : i64) outs(%eb : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^h(%c0, %a0, %b0 : index, tensor<?xi64>, tensor<?xi64>)
^h(%i: index, %a: tensor<?xi64>, %b: tensor<?xi64>):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %e = tensor.empty(%c3) : tensor<?xi64>
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<?xi64>, tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%x: i64, %y: i64, %out: i64):
    %v = arith.addi %x, %y : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %b, %c : index, tensor<?xi64>, tensor<?xi64>)
^exit:
  %sa = func.call @sum(%a) : (tensor<?xi64>) -> i64
  func.call @pr(%sa) : (i64) -> ()
  %sb = func.call @sum(%b) : (tensor<?xi64>) -> i64
  func.call @pr(%sb) : (i64) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  func.call @run(%c5) : (index) -> ()
  func.call @run(%c0) : (index) -> ()
  func.call @run(%c1) : (index) -> ()
  return
}
