// Private functions returning tensors, called from @main, for the
// function-boundary passes (tests/out_params_e2e.rs): after One-Shot
// Bufferize with function boundaries, @bump's result is its argument
// (drop-equivalent-buffer-results removes it), @iota's and @pair's
// results are fresh allocations (static and sized by an argument: hoisted
// by buffer-results-to-out-params), @pick returns one of two fresh
// tensors through scf.if (copied into the out-parameter), @count calls itself.
// Expected (by hand):
//   0, 1, 2, 3, 4          iota(5)
//   11, 21, 31, 41         bump(a) (a = 10, 20, 30, 40), in place
//   11, 21, 31, 41         a after it (the same buffer)
//   7, 7, 7, 7             pair(7)#0
//   12, 22, 32, 42         pair(7)#1 = bump of a
//   0, 1, 2                pick(true, 3)
//   3, 3, 3                pick(false, 3)
//   0, 1, 2, 3             each loop iteration i: iota(4) with i at 0 ...
//   1, 1, 2, 3
//   2, 1, 2, 3
//   3, 3, 3, 3             count(3, ...): 3 recursive fills
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func private @show(%t: tensor<?xi64>) {
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

func.func private @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %r : tensor<?xi64>
}

func.func private @bump(%t: tensor<4xi64>) -> tensor<4xi64> {
  %one = arith.constant 1 : i64
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xi64>) {
  ^bb0(%out: i64):
    %v = arith.addi %out, %one : i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  return %r : tensor<4xi64>
}

func.func private @pair(%x: i64, %t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%x : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %b = func.call @bump(%t) : (tensor<4xi64>) -> tensor<4xi64>
  return %f, %b : tensor<4xi64>, tensor<4xi64>
}

func.func private @pick(%c: i1, %n: index) -> tensor<3xi64> {
  %r = scf.if %c -> tensor<3xi64> {
    %i = func.call @iota(%n) : (index) -> tensor<?xi64>
    %s = tensor.cast %i : tensor<?xi64> to tensor<3xi64>
    scf.yield %s : tensor<3xi64>
  } else {
    %e = tensor.empty() : tensor<3xi64>
    %v = arith.index_cast %n : index to i64
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %f : tensor<3xi64>
  }
  return %r : tensor<3xi64>
}

func.func private @count(%k: index, %t: tensor<4xi64>) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %k, %c0 : index
  %r = scf.if %done -> tensor<4xi64> {
    %e = tensor.empty() : tensor<4xi64>
    %z = arith.constant 0 : i64
    %f = linalg.fill ins(%z : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %f : tensor<4xi64>
  } else {
    %m = arith.subi %k, %c1 : index
    %inner = func.call @count(%m, %t) : (index, tensor<4xi64>) -> tensor<4xi64>
    %one = arith.constant 1 : i64
    %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%inner : tensor<4xi64>) {
    ^bb0(%out: i64):
      %v = arith.addi %out, %one : i64
      linalg.yield %v : i64
    } -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %seven = arith.constant 7 : i64
  %true = arith.constant true
  %false = arith.constant false
  %i5 = func.call @iota(%c5) : (index) -> tensor<?xi64>
  func.call @show(%i5) : (tensor<?xi64>) -> ()
  %cst = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %a = linalg.copy ins(%cst : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %b = func.call @bump(%a) : (tensor<4xi64>) -> tensor<4xi64>
  %bc = tensor.cast %b : tensor<4xi64> to tensor<?xi64>
  func.call @show(%bc) : (tensor<?xi64>) -> ()
  func.call @show(%bc) : (tensor<?xi64>) -> ()
  %p:2 = func.call @pair(%seven, %b) : (i64, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %p0 = tensor.cast %p#0 : tensor<4xi64> to tensor<?xi64>
  %p1 = tensor.cast %p#1 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%p0) : (tensor<?xi64>) -> ()
  func.call @show(%p1) : (tensor<?xi64>) -> ()
  %k1 = func.call @pick(%true, %c3) : (i1, index) -> tensor<3xi64>
  %k1c = tensor.cast %k1 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%k1c) : (tensor<?xi64>) -> ()
  %k2 = func.call @pick(%false, %c3) : (i1, index) -> tensor<3xi64>
  %k2c = tensor.cast %k2 : tensor<3xi64> to tensor<?xi64>
  func.call @show(%k2c) : (tensor<?xi64>) -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    %it = func.call @iota(%c4) : (index) -> tensor<?xi64>
    %iv = arith.index_cast %i : index to i64
    %w = tensor.insert %iv into %it[%c0] : tensor<?xi64>
    func.call @show(%w) : (tensor<?xi64>) -> ()
  }
  %z = func.call @count(%c3, %a) : (index, tensor<4xi64>) -> tensor<4xi64>
  %zc = tensor.cast %z : tensor<4xi64> to tensor<?xi64>
  func.call @show(%zc) : (tensor<?xi64>) -> ()
  return
}
