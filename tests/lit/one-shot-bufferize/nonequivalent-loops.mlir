// Loops whose yielded value is not equivalent to the iter_arg. Upstream MLIR
// 22 rejects them without allow-return-allocs-from-loops (the UPSTREAM lines check its
// error); ferrobuf bufferizes them (the issue's "beyond upstream"): the
// yielded buffer is copied into the loop-carried buffer, with no temporary
// when the yielded buffer was allocated in this iteration, and without an
// allocation per iteration for the loop-carried value.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg

// The first insert goes out of place (%a is read after it): one copy of the
// iter_arg per iteration for it, and the result is copied back into the
// loop-carried buffer (the function argument).
// CHECK-LABEL: func @for_nonequivalent_yield(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]])
//       CHECK:     %[[N:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:     memref.copy %[[A]], %[[N]]
//       CHECK:     memref.store %{{.*}}, %[[N]]
//       CHECK:     memref.load %[[A]]
//       CHECK:     memref.store %{{.*}}, %[[N]]
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.copy %[[N]], %[[A]]
//  CHECK-NEXT:     scf.yield %[[A]]

// The yielded value is not equivalent to the iter_arg (the first insert is
// out of place because %a is read after it) and
// allow-return-allocs-from-loops is not set.
func.func @for_nonequivalent_yield(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    %x = tensor.extract %a[%lb] : tensor<8xf32>
    %2 = tensor.insert %x into %1[%ub] : tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// A fresh tensor per iteration: filled in a new buffer, copied into the
// loop-carried buffer.
// CHECK-LABEL: func @for_yield_new_tensor(
//       CHECK:   %[[I:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[I]])
//       CHECK:     %[[N:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:     linalg.fill {{.*}} outs(%[[N]] : memref<8xf32>)
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.copy %[[N]], %[[A]]
//  CHECK-NEXT:     scf.yield %[[A]]

func.func @for_yield_new_tensor(%lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %t = tensor.empty() : tensor<8xf32>
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

