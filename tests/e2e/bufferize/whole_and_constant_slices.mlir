// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
// UPSTREAM-MISCOMPILES: upstream One-Shot fills the argument of @whole_loop in place inside its cf loop (matching slices, repetition not considered), so the read after the loop sees the last fill and prints 2 for g[2]
// Matching extract_slice / insert_slice pairs of a whole tensor, and of a
// part at `arith.constant` offsets, in loops (lit
// whole-and-constant-slices.mlir; fuzzer seed 14044 @t14): the fills write
// into the tensor in place; a loop-variant offset still copies. Each
// insertion's result holds the fill inside the slice and the tensor's own
// elements outside it, in every iteration; the tensor itself is unchanged.
// Expected (by hand), g = [1, 2, 3], n = 3:
// @whole_loop: i = [k, k, k] in iteration k: sum of i[0] = 0 + 1 + 2 = 3;
// g[2] afterwards 3 (the last fill wrote 2s into the slice, a copy).
// @constant_offset_loop: i = [1, k, k]: sum of i[0] + i[2] = 1 + 2 + 3 =
// 6; g[2] afterwards 3.
// @moving_offset_loop: i = g with i[k] = k + 10: its sum 15 in each of
// three iterations: 45; g[0] afterwards 1.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @whole_loop(%g: tensor<3xi64>, %n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  cf.br ^bb1(%c0, %z : index, i64)
^bb1(%k: index, %acc: i64):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^bb2, ^bb3
^bb2:
  %s = tensor.extract_slice %g[%c0] [3] [1] : tensor<3xi64> to tensor<3xi64>
  %kk = arith.index_cast %k : index to i64
  %f = linalg.fill ins(%kk : i64) outs(%s : tensor<3xi64>) -> tensor<3xi64>
  %i = tensor.insert_slice %f into %g[%c0] [3] [1] : tensor<3xi64> into tensor<3xi64>
  %x = tensor.extract %i[%c0] : tensor<3xi64>
  %acc2 = arith.addi %acc, %x : i64
  %k1 = arith.addi %k, %c1 : index
  cf.br ^bb1(%k1, %acc2 : index, i64)
^bb3:
  %c2 = arith.constant 2 : index
  %y = tensor.extract %g[%c2] : tensor<3xi64>
  return %acc, %y : i64, i64
}

func.func @constant_offset_loop(%g: tensor<3xi64>, %n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = tensor.extract_slice %g[%c1] [2] [1] : tensor<3xi64> to tensor<2xi64>
    %kk = arith.index_cast %k : index to i64
    %f = linalg.fill ins(%kk : i64) outs(%s : tensor<2xi64>) -> tensor<2xi64>
    %i = tensor.insert_slice %f into %g[%c1] [2] [1] : tensor<2xi64> into tensor<3xi64>
    %a = tensor.extract %i[%c0] : tensor<3xi64>
    %b = tensor.extract %i[%c2] : tensor<3xi64>
    %ab = arith.addi %a, %b : i64
    %acc2 = arith.addi %acc, %ab : i64
    scf.yield %acc2 : i64
  }
  %y = tensor.extract %g[%c2] : tensor<3xi64>
  return %r, %y : i64, i64
}

func.func @moving_offset_loop(%g: tensor<3xi64>, %n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : i64
  %z = arith.constant 0 : i64
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %s = tensor.extract_slice %g[%k] [1] [1] : tensor<3xi64> to tensor<1xi64>
    %kk = arith.index_cast %k : index to i64
    %v = arith.addi %kk, %c10 : i64
    %f = linalg.fill ins(%v : i64) outs(%s : tensor<1xi64>) -> tensor<1xi64>
    %i = tensor.insert_slice %f into %g[%k] [1] [1] : tensor<1xi64> into tensor<3xi64>
    %a = tensor.extract %i[%c0] : tensor<3xi64>
    %b = tensor.extract %i[%c1] : tensor<3xi64>
    %c = tensor.extract %i[%c2] : tensor<3xi64>
    %ab = arith.addi %a, %b : i64
    %abc = arith.addi %ab, %c : i64
    %acc2 = arith.addi %acc, %abc : i64
    scf.yield %acc2 : i64
  }
  %y = tensor.extract %g[%c0] : tensor<3xi64>
  return %r, %y : i64, i64
}

func.func @main() {
  %cst = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %c3 = arith.constant 3 : index
  %g1 = bufferization.alloc_tensor() copy(%cst) : tensor<3xi64>
  %a:2 = func.call @whole_loop(%g1, %c3) : (tensor<3xi64>, index) -> (i64, i64)
  func.call @print(%a#0) : (i64) -> ()
  func.call @print(%a#1) : (i64) -> ()
  %g2 = bufferization.alloc_tensor() copy(%cst) : tensor<3xi64>
  %b:2 = func.call @constant_offset_loop(%g2, %c3) : (tensor<3xi64>, index) -> (i64, i64)
  func.call @print(%b#0) : (i64) -> ()
  func.call @print(%b#1) : (i64) -> ()
  %g3 = bufferization.alloc_tensor() copy(%cst) : tensor<3xi64>
  %c:2 = func.call @moving_offset_loop(%g3, %c3) : (tensor<3xi64>, index) -> (i64, i64)
  func.call @print(%c#0) : (i64) -> ()
  func.call @print(%c#1) : (i64) -> ()
  return
}
