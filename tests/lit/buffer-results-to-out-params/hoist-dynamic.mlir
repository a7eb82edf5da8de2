// hoist-dynamic-allocs: a returned memref.alloc sized by function arguments
// is replaced by the out-parameter, and the call site allocates with the
// call's operands for those arguments. Same output as upstream (shared
// prefix).
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{hoist-dynamic-allocs=true})' | FileCheck %s --check-prefix=BOTH
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs=true})' | FileCheck %s --check-prefix=BOTH

// BOTH-LABEL: func private @dynamic(
//  BOTH-SAME:     %{{.*}}: index, %{{.*}}: i1, %[[OUT:.*]]: memref<?x4xf32>) {
//   BOTH-NOT:   memref.alloc
//       BOTH:   ^bb1:
//  BOTH-NEXT:     "test.fill"(%[[OUT]])
//  BOTH-NEXT:     return
//       BOTH:   ^bb2:
//  BOTH-NEXT:     return
func.func private @dynamic(%n: index, %c: i1) -> memref<?x4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %a = memref.alloc(%n) : memref<?x4xf32>
  "test.fill"(%a) : (memref<?x4xf32>) -> ()
  return %a : memref<?x4xf32>
^b:
  %b = memref.alloc(%n) : memref<?x4xf32>
  return %b : memref<?x4xf32>
}

// BOTH-LABEL: func @caller(
//  BOTH-NEXT:   %[[A:.*]] = memref.alloc(%arg0) : memref<?x4xf32>
//  BOTH-NEXT:   call @dynamic(%arg0, %arg1, %[[A]])
//  BOTH-NEXT:   "test.use"(%[[A]])
func.func @caller(%n: index, %c: i1) {
  %0 = call @dynamic(%n, %c) : (index, i1) -> memref<?x4xf32>
  "test.use"(%0) : (memref<?x4xf32>) -> ()
  return
}
