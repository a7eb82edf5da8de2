// Reduced by tests/bufferize_fuzz.rs (seed 3126, test function @t21, 189 candidates, 47 s).
// Constructs left: call, cast, elementwise, extract_slice, insert, scf.forall.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t21_c0 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func @t21_c0(%v2992: tensor<2x2xi64>) -> (tensor<2xi64>) {
  %v2993 = arith.constant 0 : index
  %v2994 = tensor.extract_slice %v2992[%v2993, %v2993] [1, 2] [1, 1] : tensor<2x2xi64> to tensor<2xi64>
  return %v2994 : tensor<2xi64>
}

func.func @t21(%v2970: tensor<2x2xi64>, %v2971: index) -> () {
  %v2972 = arith.constant dense<1> : tensor<2x2xi64>
  %v2973 = arith.constant 0 : i64
  %v2995 = func.call @t21_c0(%v2970) : (tensor<2x2xi64>) -> (tensor<2xi64>)
  %v3121 = scf.forall (%v3102) in (2) shared_outs(%v3103 = %v2995) -> (tensor<2xi64>) {
    %v3104 = tensor.extract_slice %v3103[%v3102] [1] [1] : tensor<2xi64> to tensor<1xi64>
    %v3105 = tensor.extract_slice %v2972[%v2971, %v2971] [%v2971, 2] [1, 1] : tensor<2x2xi64> to tensor<?x2xi64>
    %v3112 = tensor.insert %v2973 into %v3104[%v2971] : tensor<1xi64>
    %v3114 = tensor.cast %v2970 : tensor<2x2xi64> to tensor<?x2xi64>
    %v3119 = linalg.map ins(%v3105, %v3114 : tensor<?x2xi64>, tensor<?x2xi64>) outs(%v3105 : tensor<?x2xi64>)
      (%v3115: i64, %v3116: i64, %v3117: i64) {
        linalg.yield %v3115 : i64
      }
    scf.forall.in_parallel {
    }
  }
  return
}

func.func @t21_drive() -> () {
  %v3167 = arith.constant dense<1> : tensor<2x2xi64>
  %v3168 = arith.constant 0 : index
  func.call @t21(%v3167, %v3168) : (tensor<2x2xi64>, index) -> ()
  return
}

func.func @main() {
  func.call @t21_drive() : () -> ()
  return
}
