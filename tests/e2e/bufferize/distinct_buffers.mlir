// Writes the analysis now puts in place because the written buffer and
// the read's buffer are created at different places although one alias
// set holds both (lit distinct-buffers.mlir; fuzzer seed 13622 @t8).
// The callers read their own tensors after the calls: the callee writes
// its argument in place, so the caller must pass copies where it reads
// the originals later.
// Expected (by hand):
//   @two_outs(c, 7): a = b = [1, 1, 1, 1]; y = m[1] = 1; i = a with
//     [0] = 7; x = b[0] = 1; z = 7: "1, 1, 7" for either c.
//   @two_args(c, p = [10, 11, 12, 13], q = [20, 21, 22, 23], 5):
//     y = (c ? p : q)[1]; x = q[0] = 20; z = 5:
//     c = true: "20, 11, 5"; c = false: "20, 21, 5".
//   then p and q as they were: 10, 11, 12, 13 and 20, 21, 22, 23.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show3(%a: i64, %b: i64, %c: i64) {
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract %t[%c0] : tensor<4xi64>
  %b = tensor.extract %t[%c1] : tensor<4xi64>
  %c = tensor.extract %t[%c2] : tensor<4xi64>
  %d = tensor.extract %t[%c3] : tensor<4xi64>
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @show3(%b, %c, %d) : (i64, i64, i64) -> ()
  return
}

#id = affine_map<(d0) -> (d0)>
func.func @two_outs(%c: i1, %v: i64) -> (i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<1> : tensor<4xi64>
  %a, %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%cst : tensor<4xi64>) outs(%cst, %cst : tensor<4xi64>, tensor<4xi64>) {
  ^bb0(%i: i64, %o1: i64, %o2: i64):
    linalg.yield %o1, %o1 : i64, i64
  } -> (tensor<4xi64>, tensor<4xi64>)
  %m = scf.if %c -> tensor<4xi64> {
    scf.yield %a : tensor<4xi64>
  } else {
    scf.yield %b : tensor<4xi64>
  }
  %y = tensor.extract %m[%c1] : tensor<4xi64>
  %i = tensor.insert %v into %a[%c0] : tensor<4xi64>
  %x = tensor.extract %b[%c0] : tensor<4xi64>
  %z = tensor.extract %i[%c0] : tensor<4xi64>
  return %x, %y, %z : i64, i64, i64
}

func.func @two_args(%c: i1, %p: tensor<4xi64>, %q: tensor<4xi64>, %v: i64) -> (i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = scf.if %c -> tensor<4xi64> {
    scf.yield %p : tensor<4xi64>
  } else {
    scf.yield %q : tensor<4xi64>
  }
  %y = tensor.extract %m[%c1] : tensor<4xi64>
  %i = tensor.insert %v into %p[%c0] : tensor<4xi64>
  %x = tensor.extract %q[%c0] : tensor<4xi64>
  %z = tensor.extract %i[%c0] : tensor<4xi64>
  return %x, %y, %z : i64, i64, i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %seven = arith.constant 7 : i64
  %five = arith.constant 5 : i64
  %x0, %y0, %z0 = func.call @two_outs(%t, %seven) : (i1, i64) -> (i64, i64, i64)
  func.call @show3(%x0, %y0, %z0) : (i64, i64, i64) -> ()
  %x1, %y1, %z1 = func.call @two_outs(%f, %seven) : (i1, i64) -> (i64, i64, i64)
  func.call @show3(%x1, %y1, %z1) : (i64, i64, i64) -> ()
  %k10 = arith.constant 10 : i64
  %k11 = arith.constant 11 : i64
  %k12 = arith.constant 12 : i64
  %k13 = arith.constant 13 : i64
  %k20 = arith.constant 20 : i64
  %k21 = arith.constant 21 : i64
  %k22 = arith.constant 22 : i64
  %k23 = arith.constant 23 : i64
  %pp = tensor.from_elements %k10, %k11, %k12, %k13 : tensor<4xi64>
  %qq = tensor.from_elements %k20, %k21, %k22, %k23 : tensor<4xi64>
  %x2, %y2, %z2 = func.call @two_args(%t, %pp, %qq, %five) : (i1, tensor<4xi64>, tensor<4xi64>, i64) -> (i64, i64, i64)
  func.call @show3(%x2, %y2, %z2) : (i64, i64, i64) -> ()
  %x3, %y3, %z3 = func.call @two_args(%f, %pp, %qq, %five) : (i1, tensor<4xi64>, tensor<4xi64>, i64) -> (i64, i64, i64)
  func.call @show3(%x3, %y3, %z3) : (i64, i64, i64) -> ()
  func.call @show(%pp) : (tensor<4xi64>) -> ()
  func.call @show(%qq) : (tensor<4xi64>) -> ()
  return
}
