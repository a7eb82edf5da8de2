// A constant and a fresh buffer joined by the result of an scf.index_switch
// (one case yields the constant, another a buffer computed from it and
// written in place). A read of the constant never conflicts with a write
// of the other buffer: writes into the constant itself always go out of
// place. The constant must stay intact for the later reads, in every
// case, across the loop that runs the switch three times.
//
// c = [1, 2, 3, 4]; for k in 0..3:
//   k = 0: (a, b) = (c, c)
//   k = 1: s = c - c = [0, 0, 0, 0]; g = s + c = [1, 2, 3, 4];
//          g2 = g with [0] = 9 = [9, 2, 3, 4]; (a, b) = (g2, c)
//   k = 2: (a, b) = (c, c)
//   print a, b
// then print c.
// Expected (by hand): 1, 2, 3, 4 / 1, 2, 3, 4 / 9, 2, 3, 4 / 1, 2, 3, 4 /
// 1, 2, 3, 4 / 1, 2, 3, 4 / 1, 2, 3, 4
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %nine = arith.constant 9 : i64
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  scf.for %k = %c0 to %c3 step %c1 {
    %a, %b = scf.index_switch %k -> tensor<4xi64>, tensor<4xi64>
    case 1 {
      %s = linalg.sub ins(%cst, %cst : tensor<4xi64>, tensor<4xi64>) outs(%cst : tensor<4xi64>) -> tensor<4xi64>
      %g = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s, %cst : tensor<4xi64>, tensor<4xi64>) outs(%s : tensor<4xi64>) {
      ^bb0(%x: i64, %y: i64, %o: i64):
        %z = arith.addi %x, %y : i64
        linalg.yield %z : i64
      } -> tensor<4xi64>
      %g2 = tensor.insert %nine into %g[%c0] : tensor<4xi64>
      scf.yield %g2, %cst : tensor<4xi64>, tensor<4xi64>
    }
    default {
      scf.yield %cst, %cst : tensor<4xi64>, tensor<4xi64>
    }
    %ad = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
    func.call @show(%ad) : (tensor<?xi64>) -> ()
    %bd = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
    func.call @show(%bd) : (tensor<?xi64>) -> ()
  }
  %cd = tensor.cast %cst : tensor<4xi64> to tensor<?xi64>
  func.call @show(%cd) : (tensor<?xi64>) -> ()
  return
}
