// An scf.for body inserts into its iter_arg (%v), then inserts again into
// %v (%w) and reads %w, but yields %v: the second insert must not write
// %v's buffer in place, because the yield reads %v (the next iteration and
// the loop result see %v, without the 2 at index 1).
// Expected: r = [1, 0, 0, 0] and s = 2 (read from %w).
func.func private @printI64(i64)
func.func private @printNewline()

func.func @f(%t: tensor<4xi64>, %n: index) -> (tensor<4xi64>, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %zero = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t, %acc = %zero) -> (tensor<4xi64>, i64) {
    %v = tensor.insert %one into %x[%c0] : tensor<4xi64>
    %w = tensor.insert %two into %v[%c1] : tensor<4xi64>
    %s = tensor.extract %w[%c1] : tensor<4xi64>
    scf.yield %v, %s : tensor<4xi64>, i64
  }
  return %r#0, %r#1 : tensor<4xi64>, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i64
  %e = tensor.empty() : tensor<4xi64>
  %t = linalg.fill ins(%zero : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = func.call @f(%t, %c2) : (tensor<4xi64>, index) -> (tensor<4xi64>, i64)
  %a = tensor.extract %r#0[%c0] : tensor<4xi64>
  %b = tensor.extract %r#0[%c1] : tensor<4xi64>
  %c = tensor.extract %r#0[%c2] : tensor<4xi64>
  %d = tensor.extract %r#0[%c3] : tensor<4xi64>
  func.call @printI64(%a) : (i64) -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
