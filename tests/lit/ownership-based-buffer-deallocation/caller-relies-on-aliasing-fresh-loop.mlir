// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries},ferrobuf-buffer-deallocation-pipeline)' %s | FileCheck %s

// The fuzzer's seed 12709 @t14 (reduced, with a read of the result added):
// an inner loop updates a tensor in place and passes it through a function
// that returns a view of its argument; an outer loop starts each inner
// loop from the function's argument again. One-Shot copies that argument
// into a fresh buffer per outer iteration, which the calls then alias.
// The call-result aliasing check refused this: the copy into the fresh
// buffer writes the argument's memory, which the inner loop then reads as
// the carried result (but the buffer is allocated after every earlier run
// of the call), and the read of the result right after the call counted
// as a read of an older run's buffer (the call's operand is a carried
// value, but its result is this run's). Both are accepted now.

func.func private @view(%t: tensor<3xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[%c0] [%c3] [1] : tensor<3xi64> to tensor<?xi64>
  return %s : tensor<?xi64>
}

// CHECK-LABEL: func.func @run(
//       CHECK:   scf.for
//       CHECK:     memref.alloc()
//       CHECK:     memref.copy
//       CHECK:     scf.for
//       CHECK:       linalg.add
//       CHECK:       call @view
//       CHECK:       memref.load
//       CHECK:     memref.dealloc
func.func @run(%t: tensor<3xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %out = scf.for %i = %c0 to %c2 step %c1 iter_args(%o = %z) -> (i64) {
    %last:2 = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %t, %s = %o) -> (tensor<3xi64>, i64) {
      %d = linalg.add ins(%a, %a : tensor<3xi64>, tensor<3xi64>) outs(%a : tensor<3xi64>) -> tensor<3xi64>
      %v = func.call @view(%d) : (tensor<3xi64>) -> tensor<?xi64>
      %c = tensor.cast %v : tensor<?xi64> to tensor<3xi64>
      %e = tensor.extract %c[%c2] : tensor<3xi64>
      %s2 = arith.addi %s, %e : i64
      scf.yield %c, %s2 : tensor<3xi64>, i64
    }
    scf.yield %last#1 : i64
  }
  return %out : i64
}
