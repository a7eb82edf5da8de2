// An scf.while whose after region yields a tensor defined before the loop
// (not the after region's argument), while the before region inserts into
// its argument at an index that changes every iteration: each iteration
// must start from the original tensor.
// Expected (by hand): n = 3, the loop inserts 9 at [i] into the original
// zeros for i = 0..3 and stops after i = 3 with [0, 0, 0, 9]: sum 9.
// UPSTREAM-MISCOMPILES: with allow-return-allocs-from-loops, upstream passes the original tensor's buffer itself into the next iteration and the before region writes it in place, so the writes of earlier iterations stay: prints 27 (fuzzer seeds 13596 @t14, 13610 @t36, 13642 @t9 were quality notes where the index did not change, which hides it)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : i64
  %z = arith.constant 0 : i64
  %init = tensor.from_elements %z, %z, %z, %z : tensor<4xi64>
  %r:2 = scf.while (%i = %c0, %t = %init) : (index, tensor<4xi64>) -> (index, tensor<4xi64>) {
    %w = tensor.insert %c9 into %t[%i] : tensor<4xi64>
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %i, %w : index, tensor<4xi64>
  } do {
  ^bb0(%j: index, %u: tensor<4xi64>):
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %init : index, tensor<4xi64>
  }
  %s0 = tensor.extract %r#1[%c0] : tensor<4xi64>
  %s1 = tensor.extract %r#1[%c1] : tensor<4xi64>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s2 = tensor.extract %r#1[%c2] : tensor<4xi64>
  %s3 = tensor.extract %r#1[%c3] : tensor<4xi64>
  %a = arith.addi %s0, %s1 : i64
  %b = arith.addi %s2, %s3 : i64
  %c = arith.addi %a, %b : i64
  return %c : i64
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %v = func.call @f(%c3) : (index) -> i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
