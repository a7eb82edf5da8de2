// An scf.for whose body inserts into a tensor %u defined before the loop
// and copies the result into the loop-carried tensor. In tensor semantics
// every iteration inserts into the ORIGINAL %u (the insert reads its
// destination: it keeps u's other elements), so the insert must not write
// %u's buffer in place: the next iteration would see the previous
// iteration's element.
//
// u = iota(4) = [0, 1, 2, 3]; for i in 0..n: acc = copy(u with 100 at i).
// Expected: f(3) = [0, 1, 100, 3] (only the last insert is visible), then
// u itself, unchanged: [0, 1, 2, 3]; f(1) = [100, 1, 2, 3].
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

func.func @f(%u: tensor<?xi64>, %n: index) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %hundred = arith.constant 100 : i64
  %e = tensor.empty(%c4) : tensor<?xi64>
  %init = linalg.fill ins(%zero : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<?xi64> {
    %v = tensor.insert %hundred into %u[%i] : tensor<?xi64>
    %s = linalg.copy ins(%v : tensor<?xi64>) outs(%acc : tensor<?xi64>) -> tensor<?xi64>
    scf.yield %s : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %u = func.call @iota(%c4) : (index) -> tensor<?xi64>
  %a = func.call @f(%u, %c3) : (tensor<?xi64>, index) -> tensor<?xi64>
  func.call @show(%a) : (tensor<?xi64>) -> ()
  func.call @show(%u) : (tensor<?xi64>) -> ()
  %b = func.call @f(%u, %c1) : (tensor<?xi64>, index) -> tensor<?xi64>
  func.call @show(%b) : (tensor<?xi64>) -> ()
  return
}
