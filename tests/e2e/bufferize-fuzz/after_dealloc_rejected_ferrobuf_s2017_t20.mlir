// Reduced by tests/bufferize_fuzz.rs (seed 2017, test function @t20, 63 candidates, 14 s).
// Constructs left: call, cast, copy, extract_slice.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t20_c0 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
// upstream's pipeline prints the expected output
// Expected output: value semantics (tests/bufferize_fuzz/eval.rs).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// The element of a 0-d tensor on one line.
func.func private @show0(%t: tensor<i64>) {
  %v = tensor.extract %t[] : tensor<i64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The elements of %t separated by ", " on one line.
func.func private @show1(%t: tensor<?xi64>) {
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

// The elements of %t, row after row, separated by ", " on one line.
func.func private @show2(%t: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?x?xi64>
  %m = tensor.dim %t, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<?x?xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @t20_c0(%v3393: tensor<?xi64>) -> (tensor<?xi64>) {
  %v3394 = arith.constant 5 : index
  %v3395 = tensor.extract_slice %v3393[0] [%v3394] [1] : tensor<?xi64> to tensor<?xi64>
  return %v3395 : tensor<?xi64>
}

func.func @t20(%v3392: tensor<?xi64>) -> () {
  %v3396 = func.call @t20_c0(%v3392) : (tensor<?xi64>) -> (tensor<?xi64>)
  %v3411 = arith.constant dense<18> : tensor<i64>
  %v3417 = linalg.copy ins(%v3392 : tensor<?xi64>) outs(%v3392 : tensor<?xi64>) -> tensor<?xi64>
  %v3423 = linalg.reduce ins(%v3396 : tensor<?xi64>) outs(%v3411 : tensor<i64>) dimensions = [0]
    (%v3418: i64, %v3419: i64) {
      linalg.yield %v3419 : i64
    }
  return
}

func.func @t20_drive() -> () {
  %v3443 = arith.constant dense<1> : tensor<6xi64>
  %v3444 = tensor.cast %v3443 : tensor<6xi64> to tensor<?xi64>
  func.call @t20(%v3444) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t20_drive() : () -> ()
  return
}
