// tensor.insert_slice (bufferized to memref.subview of the destination +
// memref.copy into it): in an scf.for, a fresh 2-element piece per
// iteration is inserted into the carried destination (in place, so the
// loop yields a tensor equivalent to its iter_arg); the piece must be
// freed each iteration. After the loop, a slice extracted from another
// fresh tensor (a subview of it) is inserted into the result: both the
// sliced tensor and the result are freed at the end.
//
// r0 = 2n zeros; iteration i: r[2i .. 2i+1] = [i + 1, i + 1].
// h = iota(5); r[0 .. 1] = h[2 .. 3] = [2, 3].
// Prints sum(r) after the loop, then sum(r), r[0], r[1] after the insert.
// Expected (by hand):
//   n = 4: [1,1,2,2,3,3,4,4] -> 20; [2,3,2,2,3,3,4,4] -> 23, 2, 3
//   n = 2: [1,1,2,2] -> 6; [2,3,2,2] -> 9, 2, 3
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
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i64
  %n2 = arith.muli %n, %c2 : index
  %e0 = tensor.empty(%n2) : tensor<?xi64>
  %r0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %r0) -> tensor<?xi64> {
    %i1 = arith.addi %i, %c1 : index
    %v = arith.index_cast %i1 : index to i64
    %e = tensor.empty() : tensor<2xi64>
    %piece = linalg.fill ins(%v : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
    %off = arith.muli %i, %c2 : index
    %acc2 = tensor.insert_slice %piece into %acc[%off] [2] [1] : tensor<2xi64> into tensor<?xi64>
    scf.yield %acc2 : tensor<?xi64>
  }
  %s1 = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s1) : (i64) -> ()
  %h = func.call @iota(%c5) : (index) -> tensor<?xi64>
  %hs = tensor.extract_slice %h[2] [2] [1] : tensor<?xi64> to tensor<2xi64>
  %q = tensor.insert_slice %hs into %r[0] [2] [1] : tensor<2xi64> into tensor<?xi64>
  %s2 = func.call @sum(%q) : (tensor<?xi64>) -> i64
  func.call @pr(%s2) : (i64) -> ()
  %q0 = tensor.extract %q[%c0] : tensor<?xi64>
  func.call @pr(%q0) : (i64) -> ()
  %q1 = tensor.extract %q[%c1] : tensor<?xi64>
  func.call @pr(%q1) : (i64) -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  func.call @run(%c4) : (index) -> ()
  func.call @run(%c2) : (index) -> ()
  return
}
