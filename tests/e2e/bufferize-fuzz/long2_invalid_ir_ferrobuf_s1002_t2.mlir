// Reduced by tests/bufferize_fuzz.rs (seed 1002, test function @t2, 186 candidates, 127 s).
// Constructs left: call, cast, cf, insert, recursion.
// Reproduces [invalid-ir] invalid-ir: 'memref.store' op operand #N must be memref of any type values, but got 'T': with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:67:5: error: 'memref.store' op operand #1 must be memref of any type values, but got 'tensor<3x?xi64>'
//       "memref.store"(%13, %12, %arg1, %14) : (i64, tensor<3x?xi64>, index, index) -> ()
//       ^
//   osb.mlir:67:5: note: see current operation: "memref.store"(%1, %0, %arg0, %2) : (i64, tensor<3x?xi64>, index, index) -> ()
// UPSTREAM-FAILS: crash: PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace and
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

func.func private @t2_c0(%v151: index) -> (tensor<3x?xi64>) {
  %v157 = func.call @t2_c0_m(%v151) : (index) -> (tensor<3x?xi64>)
  %v158 = arith.constant 0 : i64
  %v159 = arith.constant 2 : index
  %v160 = tensor.insert %v158 into %v157[%v151, %v159] : tensor<3x?xi64>
  return %v160 : tensor<3x?xi64>
}

func.func @t2_c0_m(%v162: index) -> (tensor<3x?xi64>) {
  %v169 = func.call @t2_c0(%v162) : (index) -> (tensor<3x?xi64>)
  return %v169 : tensor<3x?xi64>
}

func.func @t2() -> () {
  %v115 = arith.constant 0 : index
  %v146 = arith.constant dense<[[2, 37, 8], [9, -7, 16], [40, 36, 7]]> : tensor<3x3xi64>
  cf.br ^bb1(%v115, %v146 : index, tensor<3x3xi64>)
^bb1(%v147: index, %v148: tensor<3x3xi64>):
  %v150 = arith.constant false
  cf.cond_br %v150, ^bb2, ^bb3
^bb2:
  %v170 = arith.constant 2 : index
  %v171 = tensor.cast %v148 : tensor<3x3xi64> to tensor<3x?xi64>
  %v172 = func.call @t2_c0(%v170) : (index) -> (tensor<3x?xi64>)
  %v206 = tensor.cast %v171 : tensor<3x?xi64> to tensor<3x3xi64>
  cf.br ^bb1(%v147, %v206 : index, tensor<3x3xi64>)
^bb3:
  return
}

func.func @t2_drive() -> () {
  func.call @t2() : () -> ()
  return
}

func.func @main() {
  func.call @t2_drive() : () -> ()
  return
}
