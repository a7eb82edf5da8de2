// An `extract_slice` inserted back into the same slice of the same tensor
// (directly or through casts), in a loop while the tensor is defined
// outside it: the insertion writes each element onto itself (rule 0b), so
// in place it changes nothing the next iteration reads, and the rewrite
// drops it. Bottom-up decided the insertion before its slice, saw the
// slice undecided, and copied all of the tensor in every iteration
// (fuzzer seed 16418 @t21; upstream copies the slice onto itself); the
// steps from the slice to the insertion are now decided right before it
// under both bottom-up heuristics. A fill of the slice in between writes
// new values: the tensor read by the next iteration must stay apart
// (under every order, the fuzzer's too).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefixes=CHECK,FREE
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up-from-terminators})' %s | FileCheck %s --check-prefixes=CHECK,FREE
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down})' %s | FileCheck %s --check-prefixes=CHECK,FREE
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=7})' %s | FileCheck %s

func.func private @use(tensor<2x?xi64> {bufferization.access = "read"})
func.func private @use_slice(tensor<1x2xi64> {bufferization.access = "read"})

// FREE-LABEL: func @cf_loop(
//   FREE-NOT:   memref.alloc
//   FREE-NOT:   memref.copy
//       FREE:   call @use
//   FREE-NOT:   memref.copy
//       FREE:   return
func.func @cf_loop(%t: tensor<2x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %s = tensor.extract_slice %t[0, 0] [1, 2] [1, 1] : tensor<2x?xi64> to tensor<1x2xi64>
  %r = tensor.insert_slice %s into %t[0, 0] [1, 2] [1, 1] : tensor<1x2xi64> into tensor<2x?xi64>
  func.call @use(%r) : (tensor<2x?xi64>) -> ()
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j : index)
^exit:
  return
}

// FREE-LABEL: func @scf_loop_cast(
//   FREE-NOT:   memref.alloc
//   FREE-NOT:   memref.copy
//       FREE:   call @use
//       FREE:   return
func.func @scf_loop_cast(%t: tensor<2x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = tensor.extract_slice %t[0, 0] [1, 2] [1, 1] : tensor<2x?xi64> to tensor<1x2xi64>
    %d = tensor.cast %s : tensor<1x2xi64> to tensor<?x2xi64>
    %e = tensor.cast %d : tensor<?x2xi64> to tensor<1x2xi64>
    %r = tensor.insert_slice %e into %t[0, 0] [1, 2] [1, 1] : tensor<1x2xi64> into tensor<2x?xi64>
    func.call @use(%r) : (tensor<2x?xi64>) -> ()
  }
  return
}

// CHECK-LABEL: func @filled_in_loop(
//   CHECK-SAME:     %[[T:[^:]+]]: memref<2x?xi64
//        CHECK:   scf.for
//        CHECK:     %[[A:.*]] = memref.alloc(%{{.*}}) {{.*}} : memref<2x?xi64>
//        CHECK:     memref.copy %[[T]], %[[A]] :
//        CHECK:     call @use(%{{.*}})
//        CHECK:   return
func.func @filled_in_loop(%t: tensor<2x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i64
  scf.for %i = %c0 to %n step %c1 {
    %s = tensor.extract_slice %t[0, 0] [1, 2] [1, 1] : tensor<2x?xi64> to tensor<1x2xi64>
    func.call @use_slice(%s) : (tensor<1x2xi64>) -> ()
    %f = linalg.fill ins(%seven : i64) outs(%s : tensor<1x2xi64>) -> tensor<1x2xi64>
    %r = tensor.insert_slice %f into %t[0, 0] [1, 2] [1, 1] : tensor<1x2xi64> into tensor<2x?xi64>
    func.call @use(%r) : (tensor<2x?xi64>) -> ()
  }
  return
}
