// An out-of-place branch operand whose block argument nobody reads before
// overwriting it (linalg.mul does not read its init) gets a new buffer
// without a copy, as upstream; before, every out-of-place branch operand
// was copied (e2e unconditional_branch_chain: one copy above upstream).
// When the argument's old contents are read (tensor.insert keeps all but
// one element), the operand is copied.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func @unread_argument(
//       CHECK:   %[[F:.*]] = memref.alloc()
//       CHECK:   linalg.add {{.*}} outs(%[[F]] :
//       CHECK:   %[[N:.*]] = memref.alloc()
//   CHECK-NOT:   memref.copy
//       CHECK:   cf.br ^bb1(%[[N]] :
//       CHECK:   linalg.mul ins({{.*}}, %[[F]] :
// UPSTREAM-LABEL: func @unread_argument(
//   UPSTREAM-NOT:   memref.copy
//       UPSTREAM:   return
func.func @unread_argument(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.add ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%f : tensor<4xi64>)
^bb1(%a: tensor<4xi64>):
  %m = linalg.mul ins(%t, %f : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  return %m, %f : tensor<4xi64>, tensor<4xi64>
}

// -----

// CHECK-LABEL: func @read_argument(
//       CHECK:   %[[F:.*]] = memref.alloc()
//       CHECK:   linalg.add {{.*}} outs(%[[F]] :
//       CHECK:   %[[N:.*]] = memref.alloc()
//       CHECK:   memref.copy %[[F]], %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:   cf.br ^bb1(%[[N]] :
//       CHECK:   memref.store
// UPSTREAM-LABEL: func @read_argument(
//       UPSTREAM:   memref.copy
//       UPSTREAM:   return
func.func @read_argument(%t: tensor<4xi64>, %x: i64) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.add ins(%t, %t : tensor<4xi64>, tensor<4xi64>) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  cf.br ^bb1(%f : tensor<4xi64>)
^bb1(%a: tensor<4xi64>):
  %w = tensor.insert %x into %a[%c0] : tensor<4xi64>
  return %w, %f : tensor<4xi64>, tensor<4xi64>
}
