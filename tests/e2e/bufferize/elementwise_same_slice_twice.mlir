// An elementwise op reads one extract_slice of a tensor and writes another
// extract_slice of it with the same offsets and sizes (what empty-tensor
// elimination leaves: the output slice replaces the empty): each element
// is read before it is written, so both are in place, no copy. A slice
// shifted by one element overlaps the written one without matching it:
// that read must see the old values (a copy).
//
// t = [1, 2, ..., 8]; in a loop over tiles of 4 (i = 0, 4):
// @same: t[i..i+4] = t[i..i+4] + t[i..i+4]     -> 2, 4, 6, ..., 16
// @shifted: t[i+1..i+5] = 10 * t[i..i+4], over the first tile only (a
//   second would run past the end): t[1..5] = 10 * old t[0..4] =
//   10, 20, 30, 40, the rest unchanged: 1, 10, 20, 30, 40, 6, 7, 8
//   (in place, element k would read what element k-1 just wrote:
//   1, 10, 100, 1000, 10000, ...)
// Expected (by hand).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<8xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @one_to_eight() -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %c1 = arith.constant 1 : i64
    %v = arith.addi %ii, %c1 : i64
    linalg.yield %v : i64
  } -> tensor<8xi64>
  return %t : tensor<8xi64>
}

func.func @same(%t: tensor<8xi64>) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%acc = %t) -> tensor<8xi64> {
    %a = tensor.extract_slice %acc[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
    %o = tensor.extract_slice %acc[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
    %s = linalg.add ins(%a, %a : tensor<4xi64>, tensor<4xi64>) outs(%o : tensor<4xi64>) -> tensor<4xi64>
    %w = tensor.insert_slice %s into %acc[%i] [4] [1] : tensor<4xi64> into tensor<8xi64>
    scf.yield %w : tensor<8xi64>
  }
  return %r : tensor<8xi64>
}

func.func @shifted(%t: tensor<8xi64>) -> tensor<8xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c4 iter_args(%acc = %t) -> tensor<8xi64> {
    %j = arith.addi %i, %c1 : index
    %a = tensor.extract_slice %acc[%i] [4] [1] : tensor<8xi64> to tensor<4xi64>
    %o = tensor.extract_slice %acc[%j] [4] [1] : tensor<8xi64> to tensor<4xi64>
    %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%o : tensor<4xi64>) {
    ^bb0(%in: i64, %out: i64):
      %ten = arith.constant 10 : i64
      %m = arith.muli %in, %ten : i64
      linalg.yield %m : i64
    } -> tensor<4xi64>
    %w = tensor.insert_slice %s into %acc[%j] [4] [1] : tensor<4xi64> into tensor<8xi64>
    scf.yield %w : tensor<8xi64>
  }
  return %r : tensor<8xi64>
}

func.func @main() {
  %t0 = func.call @one_to_eight() : () -> tensor<8xi64>
  %r0 = func.call @same(%t0) : (tensor<8xi64>) -> tensor<8xi64>
  func.call @show(%r0) : (tensor<8xi64>) -> ()
  %t1 = func.call @one_to_eight() : () -> tensor<8xi64>
  %r1 = func.call @shifted(%t1) : (tensor<8xi64>) -> tensor<8xi64>
  func.call @show(%r1) : (tensor<8xi64>) -> ()
  return
}
