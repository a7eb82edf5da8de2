// ferrobuf-scf-bufferize on scf.forall: the shared output gets a fresh
// copy of its init, each parallel_insert_slice becomes a copy into a
// subview of it at the end of the body, and other uses of the shared
// output in the body read the init.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-scf-bufferize))' %s | FileCheck %s

// CHECK-LABEL: func.func @forall(
// CHECK-SAME:      %[[T:.*]]: tensor<4xi64>)
// CHECK:         %[[TB:.*]] = bufferization.to_buffer %[[T]] : tensor<4xi64> to memref<4xi64>
// CHECK:         %[[S:.*]] = memref.alloc() : memref<4xi64>
// CHECK:         memref.copy %[[TB]], %[[S]]{{([^[:alnum:]_]|$)}}
// CHECK:         scf.forall (%[[I:.*]]) in (4) {
// CHECK:           %[[INIT:.*]] = bufferization.to_tensor %[[TB]] restrict
// CHECK:           %[[E:.*]] = tensor.extract %[[INIT]]{{([^[:alnum:]_]|$)}}
// CHECK:           %[[N:.*]] = tensor.from_elements
// CHECK:           %[[NB:.*]] = bufferization.to_buffer %[[N]]{{([^[:alnum:]_]|$)}}
// CHECK:           %[[SV:.*]] = memref.subview %[[S]][%[[I]]] [1] [1]
// CHECK:           memref.copy %[[NB]], %[[SV]]{{([^[:alnum:]_]|$)}}
// CHECK:         bufferization.to_tensor %[[S]] restrict
func.func @forall(%t: tensor<4xi64>) -> tensor<4xi64> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xi64>) {
    %c3 = arith.constant 3 : index
    %j = arith.subi %c3, %i : index
    %e = tensor.extract %o[%j] : tensor<4xi64>
    %n = tensor.from_elements %e : tensor<1xi64>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%i] [1] [1] : tensor<1xi64> into tensor<4xi64>
    }
  }
  return %r : tensor<4xi64>
}
