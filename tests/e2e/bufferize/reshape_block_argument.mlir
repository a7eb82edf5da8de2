// Reshapes of CFG block arguments whose incoming buffers all have the
// identity layout: the reshape views the argument (the copy to an
// identity layout made while the block argument was still fully dynamic
// is undone), and writes through the view keep tensor semantics.
// Expected (by hand):
//   @first(true)  = collapse of [[1,2],[3,4]]: 1; @first(false) = 5
//   @write(true):  fresh [[3,3],[3,3]]: insert 9 at flat 1: g[1] = 9,
//                  t[0,1] read after the insert (old value) = 3
//   @write(false): constant [[5,6],[7,8]]: g[1] = 9, t[0,1] = 6
//   @expand(4):    [4,4,4,4] expanded, its [1,1] = 4, then a fill of
//                  the expanded view with 8 read at [0,0] = 8
func.func private @printI64(i64)
func.func private @printNewline()

func.func @first(%c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  cf.cond_br %c, ^bb1(%a : tensor<2x2xi64>), ^bb2
^bb2:
  cf.br ^bb1(%b : tensor<2x2xi64>)
^bb1(%t: tensor<2x2xi64>):
  %f = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %e = tensor.extract %f[%c0] : tensor<4xi64>
  return %e : i64
}

func.func @write(%c: i1) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i64
  %nine = arith.constant 9 : i64
  %e0 = tensor.empty() : tensor<2x2xi64>
  %a = linalg.fill ins(%three : i64) outs(%e0 : tensor<2x2xi64>) -> tensor<2x2xi64>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi64>
  cf.cond_br %c, ^bb1(%a : tensor<2x2xi64>), ^bb2
^bb2:
  cf.br ^bb1(%b : tensor<2x2xi64>)
^bb1(%t: tensor<2x2xi64>):
  %f = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %g = tensor.insert %nine into %f[%c1] : tensor<4xi64>
  %x = tensor.extract %g[%c1] : tensor<4xi64>
  %y = tensor.extract %t[%c0, %c1] : tensor<2x2xi64>
  return %x, %y : i64, i64
}

func.func @expand(%v: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %eight = arith.constant 8 : i64
  %e0 = tensor.empty() : tensor<4xi64>
  %a = linalg.fill ins(%v : i64) outs(%e0 : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%a : tensor<4xi64>)
^bb1(%t: tensor<4xi64>):
  %f = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  %x = tensor.extract %f[%c1, %c1] : tensor<2x2xi64>
  %g = linalg.fill ins(%eight : i64) outs(%f : tensor<2x2xi64>) -> tensor<2x2xi64>
  %y = tensor.extract %g[%c0, %c0] : tensor<2x2xi64>
  return %x, %y : i64, i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %four = arith.constant 4 : i64
  %p = func.call @first(%true) : (i1) -> i64
  func.call @printI64(%p) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %q = func.call @first(%false) : (i1) -> i64
  func.call @printI64(%q) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x1, %y1 = func.call @write(%true) : (i1) -> (i64, i64)
  func.call @printI64(%x1) : (i64) -> ()
  func.call @printI64(%y1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x2, %y2 = func.call @write(%false) : (i1) -> (i64, i64)
  func.call @printI64(%x2) : (i64) -> ()
  func.call @printI64(%y2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x3, %y3 = func.call @expand(%four) : (i64) -> (i64, i64)
  func.call @printI64(%x3) : (i64) -> ()
  func.call @printI64(%y3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
