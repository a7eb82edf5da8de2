// Two positions of one loop are apart in every iteration (rule 6b of
// the analysis, lit one-shot-bufferize/loop-positions-apart.mlir; fuzzer
// seeds 13966 @t7, 14226 @t16): an scf.while swapping its positions
// writes one of them in place, and the carried buffers are permuted
// (no copy in the loop). Expected (by hand), t = [1, 2, 3, 4],
// u = [5, 6, 7, 8], n = 2, the iteration i writes i + 10 at [0]:
// swap: 12, 2, 3, 4 and 11, 6, 7, 8; the same init twice: 12, 2, 3, 4
// and 11, 2, 3, 4; an scf.for swapping its positions, one written
// (n = 3): 1, 6, 7, 8 and 2, 2, 3, 4; the caller's tensors unchanged.
// UPSTREAM-DEALLOC-COSTLIER: the permuted loop-carried buffers are not owned inside the loop for upstream's ownership-based deallocation (it passes no ownership into loops) and may alias each other, so each iteration keeps two generic bufferization.dealloc ops that its simplification cannot fold (after its lowering: helper-array allocations); with ferrobuf's deallocation the loops allocate and copy nothing

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

func.func @while_swap_write_one(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %u) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %v10 = arith.addi %iv, %c10 : i64
    %w = tensor.insert %v10 into %a[%c0] : tensor<4xi64>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %w, %b : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>, %y: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %y, %x : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>
}

func.func @while_same_init_write_one(%t: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : i64
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %t) : (index, tensor<4xi64>, tensor<4xi64>) -> (index, tensor<4xi64>, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %v10 = arith.addi %iv, %c10 : i64
    %w = tensor.insert %v10 into %a[%c0] : tensor<4xi64>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %w, %b : index, tensor<4xi64>, tensor<4xi64>
  } do {
  ^bb0(%j: index, %x: tensor<4xi64>, %y: tensor<4xi64>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %y, %x : index, tensor<4xi64>, tensor<4xi64>
  }
  return %r#1, %r#2 : tensor<4xi64>, tensor<4xi64>
}

func.func @for_swap_write_one(%t: tensor<4xi64>, %u: tensor<4xi64>, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %iv = arith.index_cast %i : index to i64
    %w = tensor.insert %iv into %a[%c0] : tensor<4xi64>
    scf.yield %b, %w : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %t0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %u0 = arith.constant dense<[5, 6, 7, 8]> : tensor<4xi64>
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.copy ins(%t0 : tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %e2 = tensor.empty() : tensor<4xi64>
  %u = linalg.copy ins(%u0 : tensor<4xi64>) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  %a:2 = func.call @while_swap_write_one(%t, %u, %c2) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%a#0) : (tensor<4xi64>) -> ()
  func.call @show(%a#1) : (tensor<4xi64>) -> ()
  %b:2 = func.call @while_same_init_write_one(%t, %c2) : (tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%b#0) : (tensor<4xi64>) -> ()
  func.call @show(%b#1) : (tensor<4xi64>) -> ()
  %c3 = arith.constant 3 : index
  %d:2 = func.call @for_swap_write_one(%t, %u, %c3) : (tensor<4xi64>, tensor<4xi64>, index) -> (tensor<4xi64>, tensor<4xi64>)
  func.call @show(%d#0) : (tensor<4xi64>) -> ()
  func.call @show(%d#1) : (tensor<4xi64>) -> ()
  func.call @show(%t) : (tensor<4xi64>) -> ()
  func.call @show(%u) : (tensor<4xi64>) -> ()
  return
}
