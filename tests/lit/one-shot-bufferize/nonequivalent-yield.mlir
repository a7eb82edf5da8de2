// The spec's scf.for swap example (slide "bufferize-function-boundaries /
// bufferization.materialize_in_destination"; "Common Pitfalls: Loop op
// yields value that is not equivalent to corresponding iter_arg:
// inefficient due to current implementation details"):
//   %a, %b = scf.for ... iter_args(%arg0 = %c, %arg1 = %d) ... {
//     scf.yield %arg1, %arg0 : tensor<5xf32>, tensor<5xf32>
//   }
// Upstream MLIR 22 rejects it unless allow-return-allocs-from-loops is set
// (UPSTREAM lines: the error, located at the scf.yield). With the option,
// upstream bufferizes each yielded value into a new allocation + copy in
// every iteration (ALLOW / NOFB lines).
// Ferrobuf bufferizes it with or without the option (OURS / OURS-NOFB
// lines): the two positions pass each other's carried buffer on (a
// permutation of the carried buffers, `Rewriter::carried_permutation`):
// no allocation and no copy in the loop, where upstream makes two
// allocations and two copies per iteration and passes the new buffers on.
// (Before, each yielded buffer was copied into the other loop-carried
// buffer, through one temporary: one allocation and three copies per
// iteration.)
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=OURS
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize)' %s | FileCheck %s --check-prefix=OURS-NOFB
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops})' %s | FileCheck %s --check-prefix=OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops})' %s | FileCheck %s --check-prefix=ALLOW
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{allow-return-allocs-from-loops})' %s | FileCheck %s --check-prefix=OURS-NOFB
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{allow-return-allocs-from-loops})' %s | FileCheck %s --check-prefix=NOFB

// Ferrobuf with function boundaries: the loop only moves its tensors
// between positions (the region arguments themselves, `permuted.rs`), so
// it writes neither init: both arguments' buffers are carried in place,
// no allocation, no copy. (Before, the second init was copied: a loop's
// init counted as written whenever the yield was not equivalent to it.)
// OURS-LABEL: func @swap(
//  OURS-SAME: %[[C:[a-z0-9]+]]: memref<5xf32, strided<[?], offset: ?>>, %[[D:[a-z0-9]+]]: memref<5xf32, strided<[?], offset: ?>>,
//   OURS-NOT:   memref.alloc
//   OURS-NOT:   memref.copy
//       OURS:   scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[X:.*]] = %[[C]], %[[Y:.*]] = %[[D]])
//  OURS-NEXT:     scf.yield %[[Y]], %[[X]]{{([^[:alnum:]_]|$)}}
//  OURS-NEXT:   }
//   OURS-NOT:   memref.alloc
//   OURS-NOT:   memref.copy
//       OURS:   return

// Ferrobuf without function boundaries: the (read-only) arguments'
// buffers are carried as they are, no copy; the loop body is the same.
// OURS-NOFB-LABEL: func @swap(
//   OURS-NOFB-NOT:   memref.alloc
//       OURS-NOFB:   scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}, %[[Y:.*]] = %{{.*}})
//  OURS-NOFB-NEXT:     scf.yield %[[Y]], %[[X]]{{([^[:alnum:]_]|$)}}
//  OURS-NOFB-NEXT:   }
//   OURS-NOFB-NOT:   memref.alloc
//       OURS-NOFB:   return

// UPSTREAM: {{.*}}nonequivalent-yield.mlir:{{[0-9]+}}:5: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
// UPSTREAM-NEXT: scf.yield %arg1, %arg0 : tensor<5xf32>, tensor<5xf32>

// With function-boundary bufferization: the loop carries the argument
// buffers (fully dynamic layout); in every iteration both iter_args are
// copied into new allocations, which are yielded swapped.
// ALLOW-LABEL: func @swap(
//  ALLOW-SAME: %[[C:[a-z0-9]+]]: memref<5xf32, strided<[?], offset: ?>>, %[[D:[a-z0-9]+]]: memref<5xf32, strided<[?], offset: ?>>,
//   ALLOW-NOT:   memref.alloc
//       ALLOW:   %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[X:.*]] = %[[C]], %[[Y:.*]] = %[[D]]) -> (memref<5xf32, strided<[?], offset: ?>>, memref<5xf32, strided<[?], offset: ?>>) {
//       ALLOW:     %[[A0:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       ALLOW:     memref.copy %[[Y]], %[[A0]]{{([^[:alnum:]_]|$)}}
//       ALLOW:     %[[A1:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       ALLOW:     memref.copy %[[X]], %[[A1]]{{([^[:alnum:]_]|$)}}
//       ALLOW:     %[[CA0:.*]] = memref.cast %[[A0]] : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
//       ALLOW:     %[[CA1:.*]] = memref.cast %[[A1]] : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
//       ALLOW:     scf.yield %[[CA0]], %[[CA1]]{{([^[:alnum:]_]|$)}}
//       ALLOW:   }
//       ALLOW:   return %[[R]]#0, %[[R]]#1

// Without function-boundary bufferization, the (read-only) arguments are
// additionally copied before the loop, because loop inits always count as
// written.
// NOFB-LABEL: func @swap(
//  NOFB-SAME: %[[C:[a-z0-9]+]]: tensor<5xf32>, %[[D:[a-z0-9]+]]: tensor<5xf32>,
//   NOFB-DAG:   %[[MD:.*]] = bufferization.to_buffer %[[D]]{{([^[:alnum:]_]|$)}}
//   NOFB-DAG:   %[[MC:.*]] = bufferization.to_buffer %[[C]]{{([^[:alnum:]_]|$)}}
//       NOFB:   %[[IC:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       NOFB:   memref.copy %[[MC]], %[[IC]]{{([^[:alnum:]_]|$)}}
//       NOFB:   %[[ID:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       NOFB:   memref.copy %[[MD]], %[[ID]]{{([^[:alnum:]_]|$)}}
//       NOFB:   %[[R:.*]]:2 = scf.for {{.*}} iter_args(%[[X:.*]] = %[[IC]], %[[Y:.*]] = %[[ID]]) -> (memref<5xf32>, memref<5xf32>) {
//       NOFB:     %[[A0:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       NOFB:     memref.copy %[[Y]], %[[A0]]{{([^[:alnum:]_]|$)}}
//       NOFB:     %[[A1:.*]] = memref.alloc() {{.*}}: memref<5xf32>
//       NOFB:     memref.copy %[[X]], %[[A1]]{{([^[:alnum:]_]|$)}}
//       NOFB:     scf.yield %[[A0]], %[[A1]] : memref<5xf32>, memref<5xf32>
//       NOFB:   }
//   NOFB-DAG:   %[[T1:.*]] = bufferization.to_tensor %[[R]]#1
//   NOFB-DAG:   %[[T0:.*]] = bufferization.to_tensor %[[R]]#0
//       NOFB:   return %[[T0]], %[[T1]]{{([^[:alnum:]_]|$)}}
func.func @swap(%c: tensor<5xf32>, %d: tensor<5xf32>, %lb: index, %ub: index, %step: index) -> (tensor<5xf32>, tensor<5xf32>) {
  %a, %b = scf.for %iv = %lb to %ub step %step iter_args(%arg0 = %c, %arg1 = %d) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.yield %arg1, %arg0 : tensor<5xf32>, tensor<5xf32>
  }
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}
