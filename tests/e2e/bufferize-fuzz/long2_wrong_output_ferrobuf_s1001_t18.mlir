// Reduced by tests/bufferize_fuzz.rs (seed 1001, test function @t18, 86 candidates, 74 s).
// Constructs left: cf, elementwise, scf.forall.
// Reproduces [wrong-output] wrong-output: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// prints
//   0, 0, 0
//   -2, -32, -14
//   -4, -64, -28
// instead of (value semantics)
//   0, 0, 0
//   0, 0, 0
//   0, 0, 0
// UPSTREAM-FAILS: dealloc-rejected
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

func.func @t18(%v3813: tensor<3xi64>) -> () {
  %v3886 = scf.forall (%v3815) in (3) shared_outs(%v3816 = %v3813) -> (tensor<3xi64>) {
    scf.forall.in_parallel {
    }
  }
  %v3887 = arith.constant 2 : index
  %v3918 = arith.constant 0 : index
  %v3919 = tensor.empty(%v3887) : tensor<2x?xi64>
  cf.br ^bb1(%v3918, %v3919 : index, tensor<2x?xi64>)
^bb1(%v3921: index, %v3922: tensor<2x?xi64>):
  %v3923 = arith.constant 3 : index
  %v3924 = arith.cmpi slt, %v3921, %v3923 : index
  cf.cond_br %v3924, ^bb2, ^bb3
^bb2:
  %v3925 = linalg.sub ins(%v3886, %v3813 : tensor<3xi64>, tensor<3xi64>) outs(%v3886 : tensor<3xi64>) -> tensor<3xi64>
  %p3925_2657 = tensor.cast %v3925 : tensor<3xi64> to tensor<?xi64>
  func.call @show1(%p3925_2657) : (tensor<?xi64>) -> ()
  %v3927 = arith.constant 1 : index
  %v3928 = arith.addi %v3921, %v3927 : index
  cf.br ^bb1(%v3928, %v3922 : index, tensor<2x?xi64>)
^bb3:
  return
}

func.func @t18_drive() -> () {
  %v4009 = arith.constant dense<[2, 32, 14]> : tensor<3xi64>
  func.call @t18(%v4009) : (tensor<3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t18_drive() : () -> ()
  return
}
