// Elementwise ops reading the tensor they write through an arith.select
// of it twice or tensor.casts (lit elementwise-same-value.mlir; fuzzer
// seed 13914 @t35): in place, each element is read before it is written.
// Expected (by hand), t = [1, 2, 3, 4]: doubled (c true, then false):
// 2, 4, 6, 8 twice; squared: 1, 4, 9, 16; the caller's t unchanged.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @double(%t: tensor<4xi64>, %c: i1) -> tensor<4xi64> {
  %s = arith.select %c, %t, %t : tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s : tensor<4xi64>) outs(%t : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    %d = arith.addi %in, %in : i64
    linalg.yield %d : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func @square(%t: tensor<4xi64>) -> tensor<4xi64> {
  %d = tensor.cast %t : tensor<4xi64> to tensor<?xi64>
  %s = tensor.cast %d : tensor<?xi64> to tensor<4xi64>
  %r = linalg.map { arith.muli } ins(%s, %s : tensor<4xi64>, tensor<4xi64>) outs(%t : tensor<4xi64>)
  return %r : tensor<4xi64>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %a = func.call @double(%t, %true) : (tensor<4xi64>, i1) -> tensor<4xi64>
  func.call @show(%a) : (tensor<4xi64>) -> ()
  %b = func.call @double(%t, %false) : (tensor<4xi64>, i1) -> tensor<4xi64>
  func.call @show(%b) : (tensor<4xi64>) -> ()
  %q = func.call @square(%t) : (tensor<4xi64>) -> tensor<4xi64>
  func.call @show(%q) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  return
}
