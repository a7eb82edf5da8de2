// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Unstructured loop whose body is a diamond: on even iterations one arm
// allocates a new tensor from the carried one (y = x + i + 1), on odd
// iterations the other arm forwards the carried tensor unchanged; both
// arms join in a latch block that takes the back edge. The carried buffer
// must be freed exactly when it is replaced (even iterations only), and the
// final one after the sum at the exit. Tensor level (one-shot-bufferize
// handles it; only deallocation rejects the loop).
//
//   bb0: x0 = [1, 1, 1, 1] --> ^header(0, x0)
//   ^header(i, x): i < n ? ^body : ^exit
//   ^body: i even ? ^grow : ^keep
//   ^grow: y = x + (i + 1) --> ^latch(y)
//   ^keep: --> ^latch(x)
//   ^latch(z): --> ^header(i + 1, z)
//   ^exit: return sum(x)
//
// Expected (by hand): every lane gets 1 + sum of (i + 1) over even i < n:
//   n = 4: 1 + 1 + 3 = 5 -> 20; n = 5: 5 + 5 = 10 -> 40; n = 0: 4;
//   n = 1: 2 -> 8
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
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %e0 = tensor.empty(%c4) : tensor<?xi64>
  %x0 = linalg.fill ins(%one : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^header(%c0, %x0 : index, tensor<?xi64>)
^header(%i: index, %x: tensor<?xi64>):
  %cmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %cmp, ^body, ^exit
^body:
  %p = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %p, %c0 : index
  cf.cond_br %even, ^grow, ^keep
^grow:
  %i1 = arith.addi %i, %c1 : index
  %k = arith.index_cast %i1 : index to i64
  %e = tensor.empty(%c4) : tensor<?xi64>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %k : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  cf.br ^latch(%y : tensor<?xi64>)
^keep:
  cf.br ^latch(%x : tensor<?xi64>)
^latch(%z: tensor<?xi64>):
  %in1 = arith.addi %i, %c1 : index
  cf.br ^header(%in1, %z : index, tensor<?xi64>)
^exit:
  %s = func.call @sum(%x) : (tensor<?xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = func.call @run(%c4) : (index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @run(%c5) : (index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @run(%c0) : (index) -> i64
  func.call @pr(%c) : (i64) -> ()
  %d = func.call @run(%c1) : (index) -> i64
  func.call @pr(%d) : (i64) -> ()
  return
}
