// Where upstream MLIR 22 miscompiles or leaves IR that does not verify.
// Checked: ferrobuf; UPSTREAM lines: upstream's output, UPSTREAM-ERR its errors.
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{hoist-static-allocs=true})' -split-input-file | FileCheck %s
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs=true})' -split-input-file 2>/dev/null | FileCheck %s --check-prefix=UPSTREAM
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs=true})' -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=UPSTREAM-ERR

// Two returns give back different allocs, and the second alloc is computed
// from the first. Upstream replaces both by the out-parameter, so the
// transpose reads and writes one buffer. ferrobuf hoists only the alloc
// that lives in its return's block (%b) and copies %a.
// CHECK-LABEL: func private @two_allocs(
//  CHECK-SAME:     %{{.*}}: i1, %[[OUT:.*]]: memref<4xf32>) {
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   ^bb1:
//  CHECK-NEXT:     memref.copy %[[A]], %[[OUT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     return
//       CHECK:   ^bb2:
//  CHECK-NEXT:     "test.transpose"(%[[A]], %[[OUT]])
//  CHECK-NEXT:     return
// UPSTREAM-LABEL: func private @two_allocs(
//       UPSTREAM:     "test.transpose"(%arg1, %arg1)
func.func private @two_allocs(%c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  "test.fill"(%a) : (memref<4xf32>) -> ()
  cf.cond_br %c, ^a, ^b
^a:
  return %a : memref<4xf32>
^b:
  %b = memref.alloc() : memref<4xf32>
  "test.transpose"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
  return %b : memref<4xf32>
}

// -----

// An alloc in a cf loop, returned after the loop: each iteration reads the
// previous iteration's buffer. Upstream makes all iterations one buffer;
// ferrobuf copies (the alloc is on a CFG cycle).
// CHECK-LABEL: func private @loop(
//  CHECK-SAME:     %[[OUT:[^:]*]]: memref<4xf32>) {
//       CHECK:   ^bb1(%[[PREV:.*]]: memref<4xf32>):
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:     "test.step"(%[[PREV]], %[[A]])
//       CHECK:   ^bb2:
//  CHECK-NEXT:     memref.copy %[[A]], %[[OUT]]{{([^[:alnum:]_]|$)}}
// UPSTREAM-LABEL: func private @loop(
//       UPSTREAM:     "test.step"(%{{.*}}, %arg2)
func.func private @loop(%init: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.br ^loop(%init : memref<4xf32>)
^loop(%prev: memref<4xf32>):
  %a = memref.alloc() : memref<4xf32>
  "test.step"(%prev, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  cf.cond_br %c, ^loop(%a : memref<4xf32>), ^exit
^exit:
  return %a : memref<4xf32>
}

// -----

// The identity layout written as strided<[1]>: upstream passes the
// identity-layout buffer as is and the call does not verify; ferrobuf casts.
// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[1]>>
//  CHECK-NEXT:   call @unit_stride(%arg0, %[[C]])
// UPSTREAM-ERR: 'func.call' op operand type mismatch
func.func private @unit_stride(%m: memref<4xf32, strided<[1]>>) -> memref<4xf32, strided<[1]>> {
  return %m : memref<4xf32, strided<[1]>>
}
func.func @caller(%m: memref<4xf32, strided<[1]>>) {
  %0 = call @unit_stride(%m) : (memref<4xf32, strided<[1]>>) -> memref<4xf32, strided<[1]>>
  "test.use"(%0) : (memref<4xf32, strided<[1]>>) -> ()
  return
}

// -----

// A partly dynamic layout an identity buffer casts to: upstream only takes
// fully dynamic layouts and fails; ferrobuf allocates and casts.
// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
//  CHECK-NEXT:   call @dyn_offset(%arg0, %[[C]])
// UPSTREAM-ERR: error: cannot create out param for result with unsupported layout
func.func private @dyn_offset(%m: memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32, strided<[1], offset: ?>> {
  return %m : memref<4xf32, strided<[1], offset: ?>>
}
func.func @caller(%m: memref<4xf32, strided<[1], offset: ?>>) {
  %0 = call @dyn_offset(%m) : (memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32, strided<[1], offset: ?>>
  "test.use"(%0) : (memref<4xf32, strided<[1], offset: ?>>) -> ()
  return
}

// -----

// A func.constant refers to the function: ferrobuf leaves it unchanged,
// upstream changes it and the func.constant no longer verifies.
// CHECK-LABEL: func private @referenced() -> memref<4xf32>
// UPSTREAM-ERR: 'func.constant' op reference to function with mismatched type
func.func private @referenced() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @caller() -> (() -> memref<4xf32>) {
  %f = func.constant @referenced : () -> memref<4xf32>
  return %f : () -> memref<4xf32>
}
