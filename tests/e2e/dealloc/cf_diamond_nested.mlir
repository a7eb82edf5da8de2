// Nested cf diamonds: the inner diamond chooses between two new tensors,
// the outer one between the inner result (after a tensor.insert) and a
// constant tensor (bufferized to memref.get_global, which must never be
// freed).
//
//            bb0
//           /   \
//       ^outer   \
//       /    \    \
//     ^a     ^b    |     <- fill 10 | square of the constant
//       \    /     |
//      ^j1(%t)     |     <- t[0] = 100
//           \     /
//          ^j2(%r)       <- sum
//
// cst = [1, 2, 3]
// Expected: (t, t): [100, 10, 10] = 120; (t, f): [100, 4, 9] = 113;
// (f, t): 6; (f, f): 6.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%t: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<3xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @nest(%p: i1, %q: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %ten = arith.constant 10 : i64
  %hundred = arith.constant 100 : i64
  %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  cf.cond_br %p, ^outer, ^j2(%cst : tensor<3xi64>)
^outer:
  cf.cond_br %q, ^a, ^b
^a:
  %ea = tensor.empty() : tensor<3xi64>
  %xa = linalg.fill ins(%ten : i64) outs(%ea : tensor<3xi64>) -> tensor<3xi64>
  cf.br ^j1(%xa : tensor<3xi64>)
^b:
  %eb = tensor.empty() : tensor<3xi64>
  %xb = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cst : tensor<3xi64>) outs(%eb : tensor<3xi64>) {
  ^bb0(%in: i64, %out: i64):
    %sq = arith.muli %in, %in : i64
    linalg.yield %sq : i64
  } -> tensor<3xi64>
  cf.br ^j1(%xb : tensor<3xi64>)
^j1(%t: tensor<3xi64>):
  %u = tensor.insert %hundred into %t[%c0] : tensor<3xi64>
  cf.br ^j2(%u : tensor<3xi64>)
^j2(%r: tensor<3xi64>):
  %s = func.call @sum(%r) : (tensor<3xi64>) -> i64
  return %s : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %a = func.call @nest(%true, %true) : (i1, i1) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @nest(%true, %false) : (i1, i1) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = func.call @nest(%false, %true) : (i1, i1) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = func.call @nest(%false, %false) : (i1, i1) -> i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
