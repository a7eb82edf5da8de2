// A copy of an unranked tensor that is a cast of a ranked one (a constant
// cast to `tensor<*xf32>` and passed to an external function, which may
// write its argument): a buffer of the ranked shape, a ranked copy, and a
// cast to unranked, as upstream makes (ferrobuf had reported that no
// buffer of unknown rank can be allocated; found by a differential run
// on upstream's integration tests).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

func.func private @print_unranked(tensor<*xf32>)

// CHECK-LABEL: func @main(
//       CHECK:   %[[G:.*]] = memref.get_global
//   CHECK-DAG:   %[[A:.*]] = memref.alloc() {{.*}} : memref<3xf32>
//   CHECK-DAG:   memref.copy %[[G]], %[[A]] : memref<3xf32> to memref<3xf32>
//   CHECK-DAG:   %[[U:.*]] = memref.cast %[[A]] : memref<3xf32> to memref<*xf32>
//       CHECK:   call @print_unranked(%[[U]])
func.func @main() {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %u = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  call @print_unranked(%u) : (tensor<*xf32>) -> ()
  return
}
