// scf.execute_region returning a tensor: a multi-block region (cf.cond_br
// to two blocks writing t in different ways, joined by a block argument
// and a single scf.yield: upstream requires a unique scf.yield) while t is
// printed afterwards; then a single-block region whose write is in place
// (its operand is dead afterwards) inside an scf.for.
//
// t = iota(3) = [0, 1, 2]
// run(true):  r = t with [0] = 5 -> 5, 1, 2; t = 0, 1, 2
// run(false): r = fill(9) -> 9, 9, 9; t = 0, 1, 2
// loop: u = iota(3); for i = 0..2: u[i] += 10 * i -> [0, 11, 22]
// Expected (by hand): 5, 1, 2 / 0, 1, 2 / 9, 9, 9 / 0, 1, 2 / sum = 33
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

func.func @run(%c: i1) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %v5 = arith.constant 5 : i64
  %v9 = arith.constant 9 : i64
  %t = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %r = scf.execute_region -> tensor<?xi64> {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = tensor.insert %v5 into %t[%c0] : tensor<?xi64>
    cf.br ^join(%x : tensor<?xi64>)
  ^b:
    %y = linalg.fill ins(%v9 : i64) outs(%t : tensor<?xi64>) -> tensor<?xi64>
    cf.br ^join(%y : tensor<?xi64>)
  ^join(%j: tensor<?xi64>):
    scf.yield %j : tensor<?xi64>
  }
  func.call @show(%r) : (tensor<?xi64>) -> ()
  func.call @show(%t) : (tensor<?xi64>) -> ()
  return
}

func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ten = arith.constant 10 : i64
  %u = func.call @iota(%c3) : (index) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %u) -> tensor<?xi64> {
    %e = scf.execute_region -> tensor<?xi64> {
      %v = tensor.extract %acc[%i] : tensor<?xi64>
      %ii = arith.index_cast %i : index to i64
      %m = arith.muli %ii, %ten : i64
      %w = arith.addi %v, %m : i64
      %acc2 = tensor.insert %w into %acc[%i] : tensor<?xi64>
      scf.yield %acc2 : tensor<?xi64>
    }
    scf.yield %e : tensor<?xi64>
  }
  %s = func.call @sum(%r) : (tensor<?xi64>) -> i64
  func.call @pr(%s) : (i64) -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  func.call @run(%true) : (i1) -> ()
  func.call @run(%false) : (i1) -> ()
  func.call @loop() : () -> ()
  return
}
