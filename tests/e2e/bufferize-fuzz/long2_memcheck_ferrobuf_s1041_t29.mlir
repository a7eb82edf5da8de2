// Reduced by tests/bufferize_fuzz.rs (seed 1041, test function @t29, 71 candidates, 132 s).
// Constructs left: cast, fill, scf.for, select.
// Reproduces [memcheck] memcheck: conditional-jump-or: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: Conditional jump or move depends on uninitialised value(s)
//      at 0x48B8027: __vfprintf_internal (vfprintf-process-arg.c:58)
//      by 0x48AD65A: printf (printf.c:33)
//      by 0x10977D: printI64 (in /work/wt-fuzz/target/release/ferrobuf-tests/long2/reduced/work/memcheck_ferrobuf_s1041_t29/final/ours/round-0/prog)
//      by 0x109321: show2 (in /work/wt-fuzz/target/release/ferrobuf-tests/long2/reduced/work/memcheck_ferrobuf_s1041_t29/final/ours/round-0/prog)
//      by 0x109603: t29 (in /work/wt-fuzz/target/release/ferrobuf-tests/long2/reduced/work/memcheck_ferrobuf_s1041_t29/final/ours/round-0/prog)
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

func.func @t29(%v4799: tensor<?x?xi64>) -> () {
  %v4800 = tensor.empty() : tensor<3x2xi64>
  %v4801 = tensor.cast %v4799 : tensor<?x?xi64> to tensor<2x3xi64>
  %v4803 = tensor.cast %v4801 : tensor<2x3xi64> to tensor<?x?xi64>
  %v4804 = arith.constant 1 : index
  %v4807 = arith.constant false
  %v4808 = arith.select %v4807, %v4799, %v4803 : tensor<?x?xi64>
  %v4809 = arith.constant 0 : index
  %v7124 = arith.constant 1 : index
  %v4829 = scf.for %v4812 = %v4809 to %v7124 step %v4804 iter_args(%v4811 = %v4800) -> (tensor<3x2xi64>) {
    func.call @show2(%v4808) : (tensor<?x?xi64>) -> ()
    %v4813 = arith.constant -9 : i64
    %v4814 = linalg.fill ins(%v4813 : i64) outs(%v4799 : tensor<?x?xi64>) -> tensor<?x?xi64>
    scf.yield %v4811 : tensor<3x2xi64>
  }
  return
}

func.func @t29_drive() -> () {
  %v4959 = arith.constant dense<[[7, 30, -5], [28, 18, 20]]> : tensor<2x3xi64>
  %v4960 = tensor.cast %v4959 : tensor<2x3xi64> to tensor<?x?xi64>
  func.call @t29(%v4960) : (tensor<?x?xi64>) -> ()
  func.call @show2(%v4960) : (tensor<?x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t29_drive() : () -> ()
  return
}
