// UPSTREAM-FAILS: ownership-based deallocation rejects unstructured control-flow loops
//
// Two nested unstructured loops with dynamic shapes. The outer loop carries
// a tensor T that grows by one element per iteration: T' = tensor.empty(
// dim(T) + 1) with T inserted at [0, dim(T)) (tensor.insert_slice: a
// subview + copy) and the inner loop's result stored last. The inner loop
// allocates a temporary per iteration, t = (j + 1) copies of j (size
// depends on j), reduced into a scalar it carries. Every t is freed in the
// inner body, the old T when T' replaces it, the last T after printing.
// T0 is an empty (0-element) tensor, which is still an allocation. Tensor
// level (one-shot-bufferize handles it; only deallocation rejects it).
//
//   bb0: T0 = [] --> ^oh(0, T0)
//   ^oh(i, T): i < n ? ^ob : ^exit
//   ^ob: --> ^ih(0, 0)
//   ^ih(j, acc): j <= i ? ^ib : ^olatch
//   ^ib: t = (j + 1) x j; acc += sum(t) --> ^ih(j + 1, acc)
//   ^olatch: T' = T ++ [acc] --> ^oh(i + 1, T')
//   ^exit: print dim(T), then every element
//
// Expected (by hand): inner result for i is sum_{j<=i} j(j + 1):
//   i = 0: 0; 1: 2; 2: 2 + 6 = 8; 3: 8 + 12 = 20
//   n = 4 -> 4, 0, 2, 8, 20; n = 0 -> 0; n = 2 -> 2, 0, 2
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

func.func @prall(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %nn = arith.index_cast %n : index to i64
  func.call @pr(%nn) : (i64) -> ()
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @pr(%v) : (i64) -> ()
  }
  return
}

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty(%c0) : tensor<?xi64>
  %T0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  cf.br ^oh(%c0, %T0 : index, tensor<?xi64>)
^oh(%i: index, %T: tensor<?xi64>):
  %ocmp = arith.cmpi slt, %i, %n : index
  cf.cond_br %ocmp, ^ob, ^exit
^ob:
  cf.br ^ih(%c0, %zero : index, i64)
^ih(%j: index, %acc: i64):
  %icmp = arith.cmpi sle, %j, %i : index
  cf.cond_br %icmp, ^ib, ^olatch
^ib:
  %j1 = arith.addi %j, %c1 : index
  %jj = arith.index_cast %j : index to i64
  %et = tensor.empty(%j1) : tensor<?xi64>
  %t = linalg.fill ins(%jj : i64) outs(%et : tensor<?xi64>) -> tensor<?xi64>
  %s = func.call @sum(%t) : (tensor<?xi64>) -> i64
  %acc2 = arith.addi %acc, %s : i64
  cf.br ^ih(%j1, %acc2 : index, i64)
^olatch:
  %d = tensor.dim %T, %c0 : tensor<?xi64>
  %d1 = arith.addi %d, %c1 : index
  %eT = tensor.empty(%d1) : tensor<?xi64>
  %T1 = tensor.insert_slice %T into %eT[0] [%d] [1] : tensor<?xi64> into tensor<?xi64>
  %T2 = tensor.insert %acc into %T1[%d] : tensor<?xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^oh(%i1, %T2 : index, tensor<?xi64>)
^exit:
  func.call @prall(%T) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  func.call @run(%c4) : (index) -> ()
  func.call @run(%c0) : (index) -> ()
  func.call @run(%c2) : (index) -> ()
  return
}
