// BEYOND-UPSTREAM
// Each branch of an scf.if computes into its own empty; the if's result is
// inserted: both branches compute into the destination's slice (upstream
// replaces the empties too, but its One-Shot copies the if's result onto
// the slice it already is).
// c = true: fill 5 at offset 1: 0, 5, 5, 5, 4, 5, 6, 7
// c = false: out[k] = 3 * (k + 1) = 3, 6, 9 at offset 1: 0, 3, 6, 9, 4, 5, 6, 7
// Expected output computed by hand (see above); d = iota = 0..7.
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%t: tensor<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<8xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// d[k] = k
func.func @iota() -> tensor<8xi64> {
  %e = tensor.empty() : tensor<8xi64>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<8xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    linalg.yield %ii : i64
  } -> tensor<8xi64>
  return %t : tensor<8xi64>
}

func.func @if_into(%d: tensor<8xi64>, %c: i1) -> tensor<8xi64> {
  %r0 = scf.if %c -> tensor<3xi64> {
    %x = arith.constant 5 : i64
    %e = tensor.empty() : tensor<3xi64>
    %f = linalg.fill ins(%x : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %f : tensor<3xi64>
  } else {
    %e2 = tensor.empty() : tensor<3xi64>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e2 : tensor<3xi64>) {
    ^bb0(%out: i64):
      %i = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i64
      %one = arith.constant 1 : i64
      %three = arith.constant 3 : i64
      %p = arith.addi %ii, %one : i64
      %v = arith.muli %p, %three : i64
      linalg.yield %v : i64
    } -> tensor<3xi64>
    scf.yield %g : tensor<3xi64>
  }
  %r = tensor.insert_slice %r0 into %d[1] [3] [1] : tensor<3xi64> into tensor<8xi64>
  return %r : tensor<8xi64>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %d = func.call @iota() : () -> tensor<8xi64>
  %r = func.call @if_into(%d, %t) : (tensor<8xi64>, i1) -> tensor<8xi64>
  func.call @show(%r) : (tensor<8xi64>) -> ()
  %d2 = func.call @iota() : () -> tensor<8xi64>
  %r2 = func.call @if_into(%d2, %f) : (tensor<8xi64>, i1) -> tensor<8xi64>
  func.call @show(%r2) : (tensor<8xi64>) -> ()
  return
}
