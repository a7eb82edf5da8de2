// UPSTREAM-FAILS: upstream's deallocation rejects unstructured loops ("Only structured control-flow loops are supported")
//
// (Upstream One-Shot gets this program right; only its deallocation fails.)
// A cf loop that inserts into a tensor %u defined before the loop. In
// tensor semantics every iteration inserts into the ORIGINAL %u, so the
// insert must not write %u's buffer in place: the next iteration would see
// the previous iteration's element.
//
// @before(n): x = u[0] is read before the insert of 7 at u[0] (read before
// write in one iteration, but after the write of the previous iteration);
// y = v[0] = 7. u = iota(4), so x = 0 every iteration:
//   before(1) = 0 + 7 = 7; before(3) = 3 * (0 + 7) = 21.
// @self(n): v = u with 7 at index i; y = v[0] (the insert's own read of its
// destination keeps u's other elements): y = 7 for i = 0, else u[0] = 0:
//   self(1) = 7; self(3) = 7 + 0 + 0 = 7.
// Expected: 7, 21, 7, 7 (one per line).
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

// Sum of the elements of %t.
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

// iota(n) = [0, 1, ..., n-1] (fresh tensor).
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

func.func @before(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %seven = arith.constant 7 : i64
  %u = func.call @iota(%c4) : (index) -> tensor<?xi64>
  cf.br ^h(%c0, %zero : index, i64)
^h(%i: index, %acc: i64):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^exit
^b:
  %x = tensor.extract %u[%c0] : tensor<?xi64>
  %v = tensor.insert %seven into %u[%c0] : tensor<?xi64>
  %y = tensor.extract %v[%c0] : tensor<?xi64>
  %xy = arith.addi %x, %y : i64
  %acc2 = arith.addi %acc, %xy : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %acc2 : index, i64)
^exit:
  return %acc : i64
}

func.func @self(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %seven = arith.constant 7 : i64
  %u = func.call @iota(%c4) : (index) -> tensor<?xi64>
  cf.br ^h(%c0, %zero : index, i64)
^h(%i: index, %acc: i64):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^b, ^exit
^b:
  %v = tensor.insert %seven into %u[%i] : tensor<?xi64>
  %y = tensor.extract %v[%c0] : tensor<?xi64>
  %acc2 = arith.addi %acc, %y : i64
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %acc2 : index, i64)
^exit:
  return %acc : i64
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = func.call @before(%c1) : (index) -> i64
  func.call @pr(%a) : (i64) -> ()
  %b = func.call @before(%c3) : (index) -> i64
  func.call @pr(%b) : (i64) -> ()
  %c = func.call @self(%c1) : (index) -> i64
  func.call @pr(%c) : (i64) -> ()
  %d = func.call @self(%c3) : (index) -> i64
  func.call @pr(%d) : (i64) -> ()
  return
}
