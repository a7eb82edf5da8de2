// linalg.generic ops reading and writing the same tensor with a NON
// elementwise access pattern; in place, they would read elements they have
// already overwritten:
//  - rev = generic ins(t, map i -> 3 - i) outs(t): out[i] = t[3 - i]
//    (in place, iterating i = 0..3, it would produce [4, 3, 3, 4]);
//  - rot = generic outs(u) whose body reads u[(i + 1) mod 4] with
//    tensor.extract (in place it would produce [2, 3, 4, 2]).
// Value semantics: both must read the original tensors (copies).
//
// t = u = [1, 2, 3, 4] (two from_elements tensors)
// Expected (by hand): rev = 4, 3, 2, 1; rot = 2, 3, 4, 1
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Prints the elements of %t separated by ", ", then a newline.
func.func @show(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %t = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<4xi64>
  %rev = linalg.generic {indexing_maps = [affine_map<(d0) -> (3 - d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xi64>) outs(%t : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    linalg.yield %in : i64
  } -> tensor<4xi64>
  %revd = tensor.cast %rev : tensor<4xi64> to tensor<?xi64>
  func.call @show(%revd) : (tensor<?xi64>) -> ()
  %u = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<4xi64>
  %rot = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%u : tensor<4xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %j = arith.addi %i, %c1 : index
    %k = arith.remui %j, %c4 : index
    %v = tensor.extract %u[%k] : tensor<4xi64>
    linalg.yield %v : i64
  } -> tensor<4xi64>
  %rotd = tensor.cast %rot : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rotd) : (tensor<?xi64>) -> ()
  return
}
