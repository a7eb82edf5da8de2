// A call reading argument 0 and writing argument 1, given a tensor and a
// value that later decisions could make share its buffer (an insert_slice
// into it, a cast chain of it): lit call-operands-joined-later.mlir,
// fuzzer seed 13635 @t17. The decision that would join the two operands'
// alias sets goes out of place; the call's operands stay in place.
// Expected (by hand), t = 5, 6, 7, 8: both calls return 2 t (10, 12, 14,
// 16), and t is unchanged afterwards.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

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

func.func private @read_first_write_second(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%x: i64, %y: i64):
    %d = arith.addi %x, %x : i64
    linalg.yield %d : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @insert_then_call(%t: tensor<4xi64>) -> tensor<4xi64> {
  %c = arith.constant dense<1> : tensor<2xi64>
  %i = tensor.insert_slice %c into %t[0] [2] [1] : tensor<2xi64> into tensor<4xi64>
  %r = func.call @read_first_write_second(%t, %i) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @cast_then_call(%t: tensor<4xi64>) -> tensor<4xi64> {
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %u = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = func.call @read_first_write_second(%t, %u) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @main() {
  %c5 = arith.constant 5 : i64
  %c6 = arith.constant 6 : i64
  %c7 = arith.constant 7 : i64
  %c8 = arith.constant 8 : i64
  %t = tensor.from_elements %c5, %c6, %c7, %c8 : tensor<4xi64>
  %a = func.call @insert_then_call(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %ad = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %b = func.call @cast_then_call(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %bd = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}
