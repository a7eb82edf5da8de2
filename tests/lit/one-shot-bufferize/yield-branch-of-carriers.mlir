// A loop yields an scf.if / scf.index_switch result that is, depending on
// the branch taken, one of the loop-carried buffers or a buffer no copy
// back overwrites. The copies back are a parallel assignment: each copy
// only has to run before the copies into the carried buffers its source
// may be; a branch yielding the position's own buffer copies it onto
// itself (one region onto itself, which a copy allows). Before, such a
// source counted as possibly overlapping and went through a temporary
// (one allocation and one copy per position: the fuzzer's seed 13631
// @t40, 10 allocations + copies to upstream's 7, now 6).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s

// Both positions take %m, which is the second carried buffer (%b2 in
// place) or the argument: the copy into the first carried buffer runs
// first, then the second copies onto itself or from the argument. The
// insert writes the second carried buffer in place: the argument, which
// the else branch reads, is copied back, never passed on to the next
// iteration, so it is not a buffer %b may be (before, it was: a copy of
// %b per iteration).
// CHECK-LABEL: func.func @both(
//  CHECK-SAME:   %[[T:[a-z0-9]+]]: memref<4xi64, strided<[?], offset: ?>>
//       CHECK:   %[[A:.*]] = memref.alloc() {{.*}}: memref<4xi64>
//       CHECK:   %[[B:.*]] = memref.alloc() {{.*}}: memref<4xi64>
//       CHECK:   scf.for
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.store %{{.*}}, %[[B]][
//       CHECK:     %[[M:.*]] = scf.if
//       CHECK:       scf.yield %[[T]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:     memref.alloc
//       CHECK:     memref.copy %[[M]], %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.copy %[[M]], %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
func.func @both(%t: tensor<4xi64>, %c: i1, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %t) -> (tensor<4xi64>, tensor<4xi64>) {
    %ii = arith.index_cast %i : index to i64
    %b2 = tensor.insert %ii into %b[%i] : tensor<4xi64>
    %m = scf.if %c -> (tensor<4xi64>) {
      scf.yield %b2 : tensor<4xi64>
    } else {
      scf.yield %t : tensor<4xi64>
    }
    scf.yield %m, %m : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}

// Swapped through branches: the first position takes the second carried
// buffer or the argument, the second the first carried buffer: a cycle,
// broken by one temporary (of the first source), then the second copy,
// then the first from the temporary.
// CHECK-LABEL: func.func @swap_through_if(
//       CHECK:   scf.for
//       CHECK:     %[[M:.*]] = scf.if
//       CHECK:     %[[TMP:.*]] = memref.alloc() {{.*}}: memref<4xi64>
//  CHECK-NEXT:     memref.copy %[[M]], %[[TMP]]{{([^[:alnum:]_]|$)}}
//   CHECK-NOT:     memref.alloc
//       CHECK:   }
func.func @swap_through_if(%t: tensor<4xi64>, %u: tensor<4xi64>, %c: i1, %n: index) -> (tensor<4xi64>, tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xi64>, tensor<4xi64>) {
    %m = scf.if %c -> (tensor<4xi64>) {
      scf.yield %b : tensor<4xi64>
    } else {
      scf.yield %u : tensor<4xi64>
    }
    scf.yield %m, %a : tensor<4xi64>, tensor<4xi64>
  }
  return %r#0, %r#1 : tensor<4xi64>, tensor<4xi64>
}
