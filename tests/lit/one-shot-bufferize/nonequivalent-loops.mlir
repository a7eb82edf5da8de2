// Loops whose yielded value is not equivalent to the iter_arg. Upstream MLIR
// 22 rejects them without allow-return-allocs-from-loops (the UPSTREAM lines
// check its error); ferrobuf bufferizes them (the issue's "beyond upstream"),
// choosing per loop what costs less: a buffer allocated in the iteration is
// passed on as the next iteration's (no copy; what upstream does with the
// option), any other buffer is copied back into the loop-carried buffer
// (one copy, as passing it on would cost, and no allocation leaves the loop).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
// UPSTREAM: error: Yield operand #0 is not equivalent to the corresponding iter bbArg

// The first insert goes out of place (%a is read after it): one copy of the
// iter_arg per iteration into a new buffer, which is passed on as the next
// iteration's iter_arg (no copy back).
// CHECK-LABEL: func @for_nonequivalent_yield(
//  CHECK-SAME: %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]])
//       CHECK:     %[[N:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:     memref.copy %[[A]], %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.store %{{.*}}, %[[N]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:     memref.store %{{.*}}, %[[N]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:     memref.copy
//       CHECK:     %[[C:.*]] = memref.cast %[[N]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     scf.yield %[[C]]{{([^[:alnum:]_]|$)}}

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

// A fresh tensor per iteration: filled in a new buffer, passed on. The
// init (an empty tensor) gets a buffer without a copy.
// CHECK-LABEL: func @for_yield_new_tensor(
//       CHECK:   %[[I:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//   CHECK-NOT:   memref.copy
//       CHECK:   scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}})
//       CHECK:     %[[N:.*]] = memref.alloc() {{.*}}: memref<8xf32>
//       CHECK:     linalg.fill {{.*}} outs(%[[N]] : memref<8xf32>)
//   CHECK-NOT:     memref.copy
//       CHECK:     %[[C:.*]] = memref.cast %[[N]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     scf.yield %[[C]]{{([^[:alnum:]_]|$)}}

func.func @for_yield_new_tensor(%lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %t = tensor.empty() : tensor<8xf32>
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}


// -----

// The yield of a tensor defined outside the loop: passing it on would need
// a copy per iteration anyway, so it is copied back into the loop-carried
// buffer (no allocation leaves the loop). The init (an argument) carries
// the position in place: the loop's next iteration never gets %u's buffer
// (it is copied, never passed on), so writing %a cannot write %u. The
// copy needs no temporary: two arguments are distinct buffers.
// CHECK-LABEL: func @for_yield_outer_tensor(
//  CHECK-SAME:   %[[T:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>, %[[U:[a-z0-9]+]]: memref<8xf32, strided<[?], offset: ?>>
// The carried buffer is the same in every iteration, so the loop does not
// carry it: the copy writes the init buffer.
//   CHECK-NOT:   memref.alloc
//       CHECK:   scf.for {{.*}} {
//       CHECK:     memref.copy %[[U]], %[[T]] :
//  CHECK-NEXT:   }
//       CHECK:   return %[[T]]{{([^[:alnum:]_]|$)}}
func.func @for_yield_outer_tensor(%t: tensor<8xf32>, %u: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    %x = tensor.extract %1[%lb] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}
