// scf.while whose after region reads the loop's INIT tensor t0 (captured
// from above, not the block argument) while writing the carried tensor
// (initialized with t0) in place: iteration k reads t0[3 - k], which an
// in-place loop would have overwritten in iteration 3 - k < k. t0 is also
// printed after the loop.
//
// t0 = [1, 2, 3, 4] (from_elements); k = 0..3: acc[k] = t0[3 - k]
// in place this would give 4, 3, 3, 4
// Expected (by hand): acc = 4, 3, 2, 1; k = 4; t0 = 1, 2, 3, 4
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
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %v1 = arith.constant 1 : i64
  %v2 = arith.constant 2 : i64
  %v3 = arith.constant 3 : i64
  %v4 = arith.constant 4 : i64
  %t0 = tensor.from_elements %v1, %v2, %v3, %v4 : tensor<4xi64>
  %r:2 = scf.while (%acc = %t0, %k = %c0) : (tensor<4xi64>, index) -> (tensor<4xi64>, index) {
    %c = arith.cmpi ult, %k, %c4 : index
    scf.condition(%c) %acc, %k : tensor<4xi64>, index
  } do {
  ^bb0(%acc: tensor<4xi64>, %k: index):
    %j = arith.subi %c3, %k : index
    %v = tensor.extract %t0[%j] : tensor<4xi64>
    %acc2 = tensor.insert %v into %acc[%k] : tensor<4xi64>
    %k1 = arith.addi %k, %c1 : index
    scf.yield %acc2, %k1 : tensor<4xi64>, index
  }
  %rd = tensor.cast %r#0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%rd) : (tensor<?xi64>) -> ()
  %kk = arith.index_cast %r#1 : index to i64
  func.call @pr(%kk) : (i64) -> ()
  %t0d = tensor.cast %t0 : tensor<4xi64> to tensor<?xi64>
  func.call @show(%t0d) : (tensor<?xi64>) -> ()
  return
}
