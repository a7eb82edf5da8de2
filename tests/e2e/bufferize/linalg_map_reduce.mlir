// linalg.map and linalg.reduce (named-op syntax with the short-form body
// and with an explicit region). One map has outs = its own input a, and a
// is printed afterwards (copy needed); a reduce into a 0-d tensor and a 2-D
// reduce along dimension 1 with arith.maxsi.
//
// a = [1, 2, 3, 4] (from_elements), b = [5, 6, 7, 8] (constant)
// m = a * b = [5, 12, 21, 32]; r = sum(m) = 5 + 12 + 21 + 32 = 70
// m2 = map(a -> a + a, outs a) = [2, 4, 6, 8]; a = 1, 2, 3, 4
// x = [[1, 2, 3], [4, 5, 6]]; max over dim 1 (init 0) = [3, 6]
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

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %zero = arith.constant 0 : i64
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %a = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<4xi64>
  %b = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %m = linalg.map { arith.muli } ins(%a, %b : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>)
  %e0 = tensor.empty() : tensor<i64>
  %z0 = linalg.fill ins(%zero : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %r = linalg.reduce { arith.addi } ins(%m : tensor<4xi64>) outs(%z0 : tensor<i64>) dimensions = [0]
  %md = tensor.cast %m : tensor<4xi64> to tensor<?xi64>
  func.call @show(%md) : (tensor<?xi64>) -> ()
  %rv = tensor.extract %r[] : tensor<i64>
  func.call @pr(%rv) : (i64) -> ()
  %m2 = linalg.map ins(%a : tensor<4xi64>) outs(%a : tensor<4xi64>)
    (%x: i64, %o: i64) {
      %d = arith.addi %x, %x : i64
      linalg.yield %d : i64
    }
  %m2d = tensor.cast %m2 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%m2d) : (tensor<?xi64>) -> ()
  %ad = tensor.cast %a : tensor<4xi64> to tensor<?xi64>
  func.call @show(%ad) : (tensor<?xi64>) -> ()
  %x2 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %e2 = tensor.empty() : tensor<2xi64>
  %z2 = linalg.fill ins(%zero : i64) outs(%e2 : tensor<2xi64>) -> tensor<2xi64>
  %mx = linalg.reduce ins(%x2 : tensor<2x3xi64>) outs(%z2 : tensor<2xi64>) dimensions = [1]
    (%in: i64, %acc: i64) {
      %mm = arith.maxsi %in, %acc : i64
      linalg.yield %mm : i64
    }
  %mxd = tensor.cast %mx : tensor<2xi64> to tensor<?xi64>
  func.call @show(%mxd) : (tensor<?xi64>) -> ()
  return
}
