// Reduced by tests/bufferize_fuzz.rs (seed 3026, test function @t41, 128 candidates, 45 s).
// Constructs left: call, cf, copy, extract_slice, insert_slice, scf.for.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t41_c0 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func @t41_c0(%v6038: tensor<6xi64>) -> (tensor<3xi64>) {
  %v6039 = arith.constant 0 : index
  %v6040 = tensor.extract_slice %v6038[%v6039] [3] [1] : tensor<6xi64> to tensor<3xi64>
  return %v6040 : tensor<3xi64>
}

func.func @t41(%v6034: tensor<6xi64>) -> () {
  %v6036 = arith.constant 1 : index
  %v6041 = func.call @t41_c0(%v6034) : (tensor<6xi64>) -> (tensor<3xi64>)
  %v6046 = arith.constant dense<1> : tensor<3xi64>
  %v6048 = arith.constant dense<1> : tensor<4xi64>
  %v6066, %v6067 = scf.for %v6051 = %v6036 to %v6036 step %v6036 iter_args(%v6049 = %v6048, %v6050 = %v6041) -> (tensor<4xi64>, tensor<3xi64>) {
    %v6055 = tensor.extract_slice %v6034[%v6051] [%v6036] [1] : tensor<6xi64> to tensor<?xi64>
    %v6057 = tensor.insert_slice %v6055 into %v6034[%v6051] [%v6036] [1] : tensor<?xi64> into tensor<6xi64>
    scf.yield %v6049, %v6050 : tensor<4xi64>, tensor<3xi64>
  }
  %v6080 = arith.constant dense<1> : tensor<3x3xi64>
  cf.br ^bb1(%v6036, %v6080 : index, tensor<3x3xi64>)
^bb1(%v6083: index, %v6084: tensor<3x3xi64>):
  %v6085 = arith.constant false
  cf.cond_br %v6085, ^bb2, ^bb3
^bb2:
  %v6093 = linalg.copy ins(%v6046 : tensor<3xi64>) outs(%v6041 : tensor<3xi64>) -> tensor<3xi64>
  cf.br ^bb1(%v6083, %v6084 : index, tensor<3x3xi64>)
^bb3:
  return
}

func.func @t41_drive() -> () {
  %v6101 = arith.constant dense<1> : tensor<6xi64>
  func.call @t41(%v6101) : (tensor<6xi64>) -> ()
  return
}

func.func @main() {
  func.call @t41_drive() : () -> ()
  return
}
