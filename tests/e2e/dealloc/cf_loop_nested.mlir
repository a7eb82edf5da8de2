// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Two nested unstructured loops. The outer loop carries T (tensor<4xi64>);
// each outer iteration allocates a fresh t = zeros, the inner loop carries t
// and writes t[j] = i * j (tensor.insert), then T' = T + t is a new tensor.
// Both the inner-loop buffer and the previous T must be freed each outer
// iteration. Tensor level (one-shot-bufferize handles it; only deallocation
// rejects the loops).
//
//   bb0: T0 = zeros --> ^oh(0, T0)
//   ^oh(i, T): i < 3 ? ^ob : ^exit
//   ^ob: t0 = zeros --> ^ih(0, t0)
//   ^ih(j, t): j < 4 ? ^ib : ^olatch
//   ^ib: t' = insert(i*j, t, j) --> ^ih(j+1, t')
//   ^olatch: T' = T + t --> ^oh(i+1, T')
//   ^exit: print T
//
// Expected (by hand): T[j] = sum_{i<3} i*j = 3j -> 0 3 6 9.
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
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %E0 = tensor.empty() : tensor<4xi64>
  %T0 = linalg.fill ins(%zero : i64) outs(%E0 : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^oh(%c0, %T0 : index, tensor<4xi64>)
^oh(%i: index, %T: tensor<4xi64>):
  %oc = arith.cmpi slt, %i, %c3 : index
  cf.cond_br %oc, ^ob, ^exit
^ob:
  %e0 = tensor.empty() : tensor<4xi64>
  %t0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^ih(%c0, %t0 : index, tensor<4xi64>)
^ih(%j: index, %t: tensor<4xi64>):
  %ic = arith.cmpi slt, %j, %c4 : index
  cf.cond_br %ic, ^ib, ^olatch
^ib:
  %ij = arith.muli %i, %j : index
  %v = arith.index_cast %ij : index to i64
  %t1 = tensor.insert %v into %t[%j] : tensor<4xi64>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^ih(%j1, %t1 : index, tensor<4xi64>)
^olatch:
  %E = tensor.empty() : tensor<4xi64>
  %T1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%T, %t : tensor<4xi64>, tensor<4xi64>) outs(%E : tensor<4xi64>) {
  ^bb0(%a: i64, %b: i64, %out: i64):
    %s = arith.addi %a, %b : i64
    linalg.yield %s : i64
  } -> tensor<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^oh(%i1, %T1 : index, tensor<4xi64>)
^exit:
  %x0 = tensor.extract %T[%c0] : tensor<4xi64>
  %x1 = tensor.extract %T[%c1] : tensor<4xi64>
  %x2 = tensor.extract %T[%c2] : tensor<4xi64>
  %x3 = tensor.extract %T[%c3] : tensor<4xi64>
  func.call @pr(%x0) : (i64) -> ()
  func.call @pr(%x1) : (i64) -> ()
  func.call @pr(%x2) : (i64) -> ()
  func.call @pr(%x3) : (i64) -> ()
  return
}
