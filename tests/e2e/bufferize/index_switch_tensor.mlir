// scf.index_switch returning a tensor, each case treating t differently
// (insert, fill, yield t itself, elementwise add in the default region),
// with t printed after the switch (each writing case works on a copy; the
// result is equivalent to t in one case only).
//
// t = [1, 2, 3] (from_elements)
// k = 0: t with [0] = 100 -> 100, 2, 3
// k = 1: fill(-1)         -> -1, -1, -1
// k = 2: t                -> 1, 2, 3
// k = 3 (default): t + k  -> 4, 5, 6
// after each: t = 1, 2, 3
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

func.func @run(%k: index) {
  %c0 = arith.constant 0 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v100 = arith.constant 100 : i64
  %m1 = arith.constant -1 : i64
  %t = tensor.from_elements %v1, %v2, %v3 : tensor<3xi64>
  %r = scf.index_switch %k -> tensor<3xi64>
  case 0 {
    %a = tensor.insert %v100 into %t[%c0] : tensor<3xi64>
    scf.yield %a : tensor<3xi64>
  }
  case 1 {
    %b = linalg.fill ins(%m1 : i64) outs(%t : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %b : tensor<3xi64>
  }
  case 2 {
    scf.yield %t : tensor<3xi64>
  }
  default {
    %kk = arith.index_cast %k : index to i64
    %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<3xi64>) {
    ^bb0(%o: i64):
      %x = arith.addi %o, %kk : i64
      linalg.yield %x : i64
    } -> tensor<3xi64>
    scf.yield %d : tensor<3xi64>
  }
  %rd = tensor.cast %r : tensor<3xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %td = tensor.cast %t : tensor<3xi64> to tensor<?xi64>
  func.call @show(%td) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @run(%c0) : (index) -> ()
  func.call @run(%c1) : (index) -> ()
  func.call @run(%c2) : (index) -> ()
  func.call @run(%c3) : (index) -> ()
  return
}
