// Nested scf.if: the inner if allocates in its then-branch only; the outer
// then-branch writes into the inner result (a copy is needed when that is
// %base, which is read again afterwards); the outer else yields %base.
//
// base = iota(3) = [0, 1, 2] (sum 3); result = sum(r) * 1000 + sum(base)
// (t, t): s = [100, 101, 102], u = [7, 101, 102] -> 210 -> 210003
// (t, f): s = base, u = [7, 1, 2] -> 10 -> 10003 (base unchanged)
// (f, t): r = base -> 3 -> 3003
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%t: tensor<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> i64 {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @iota(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<?xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<?xi64>
  return %t : tensor<?xi64>
}

func.func @pr(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @g(%a: i1, %b: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  %hundred = arith.constant 100 : i64
  %thousand = arith.constant 1000 : i64
  %base = func.call @iota(%n) : (index) -> tensor<?xi64>
  %r = scf.if %a -> tensor<?xi64> {
    %s = scf.if %b -> tensor<?xi64> {
      %e = tensor.empty(%n) : tensor<?xi64>
      %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%base : tensor<?xi64>) outs(%e : tensor<?xi64>) {
      ^bb0(%in: i64, %out: i64):
        %v = arith.addi %in, %hundred : i64
        linalg.yield %v : i64
      } -> tensor<?xi64>
      scf.yield %p : tensor<?xi64>
    } else {
      scf.yield %base : tensor<?xi64>
    }
    %u = tensor.insert %seven into %s[%c0] : tensor<?xi64>
    scf.yield %u : tensor<?xi64>
  } else {
    scf.yield %base : tensor<?xi64>
  }
  %sr = func.call @sum(%r) : (tensor<?xi64>) -> i64
  %sb = func.call @sum(%base) : (tensor<?xi64>) -> i64
  %m = arith.muli %sr, %thousand : i64
  %res = arith.addi %m, %sb : i64
  return %res : i64
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c3 = arith.constant 3 : index
  %a = func.call @g(%true, %true, %c3) : (i1, i1, index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @g(%true, %false, %c3) : (i1, i1, index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @g(%false, %true, %c3) : (i1, i1, index) -> i64
  func.call @pr(%c) : (i64) -> ()
  return
}
