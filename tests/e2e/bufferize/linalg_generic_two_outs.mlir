// linalg.generic with two results: outs #0 is the input a itself (a is
// printed afterwards: copy needed), outs #1 is the constant b (read-only
// global: copy needed). Both results are computed from the old values of
// a and b in the same iteration.
//
// a = [1, 2, 3] (from_elements), b = [10, 20, 30] (constant)
// s = a + b -> 11, 22, 33; d = a - b -> -9, -18, -27; a = 1, 2, 3
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

#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %a = tensor.from_elements %v1, %v2, %v3 : tensor<3xi64>
  %b = arith.constant dense<[10, 20, 30]> : tensor<3xi64>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<3xi64>, tensor<3xi64>) outs(%a, %b : tensor<3xi64>, tensor<3xi64>) {
  ^bb0(%x: i64, %y: i64, %o1: i64, %o2: i64):
    %s = arith.addi %x, %y : i64
    %d = arith.subi %x, %y : i64
    linalg.yield %s, %d : i64, i64
  } -> (tensor<3xi64>, tensor<3xi64>)
  %sd = tensor.cast %r#0 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%sd) : (tensor<?xi64>) -> ()
  %dd = tensor.cast %r#1 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%dd) : (tensor<?xi64>) -> ()
  %ad = tensor.cast %a : tensor<3xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  return
}
