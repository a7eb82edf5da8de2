// Reduced by tests/bufferize_fuzz.rs (seed 1003, test function @t36, 133 candidates, 40 s).
// Constructs left: call, cast, extract_slice, insert_slice, scf.for.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t36_c1 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func private @t36_c1(%v5035: tensor<4xi64>) -> (tensor<2xi64>) {
  %v5036 = arith.constant 0 : index
  %v5037 = tensor.extract_slice %v5035[%v5036] [2] [2] : tensor<4xi64> to tensor<2xi64>
  return %v5037 : tensor<2xi64>
}

func.func @t36() -> () {
  %v4996 = arith.constant dense<[38, 7, 18, 6]> : tensor<4xi64>
  %v5005 = arith.constant 1 : index
  %v5041, %v5042 = scf.for %v5013 = %v5005 to %v5005 step %v5005 iter_args(%v5011 = %v4996, %v5012 = %v4996) -> (tensor<4xi64>, tensor<4xi64>) {
    %v5038 = func.call @t36_c1(%v5012) : (tensor<4xi64>) -> (tensor<2xi64>)
    %v5039 = tensor.cast %v5038 : tensor<2xi64> to tensor<?xi64>
    %v5040 = tensor.insert_slice %v5039 into %v5038[0] [%v5005] [1] : tensor<?xi64> into tensor<2xi64>
    %p5038_3006 = tensor.cast %v5038 : tensor<2xi64> to tensor<?xi64>
    func.call @show1(%p5038_3006) : (tensor<?xi64>) -> ()
    scf.yield %v5012, %v5011 : tensor<4xi64>, tensor<4xi64>
  }
  return
}

func.func @t36_drive() -> () {
  func.call @t36() : () -> ()
  return
}

func.func @main() {
  func.call @t36_drive() : () -> ()
  return
}
