// hoist-dynamic-allocs when the call site cannot know the sizes: located
// errors. The first case agrees with upstream; on the other two upstream
// builds a buffer of the wrong size (UPSTREAM lines), ferrobuf reports the
// same error as for unknown sizes.
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params{hoist-dynamic-allocs=true})' -split-input-file -verify-diagnostics
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs=true})' -split-input-file 2>/dev/null | FileCheck %s --check-prefix=UPSTREAM
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-dynamic-allocs=true})' -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=UPSTREAM-ERR

// The size is computed from an argument, not an argument itself.
func.func private @computed(%m: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %a = memref.alloc(%d) : memref<?xf32>
  return %a : memref<?xf32>
}
// UPSTREAM-ERR: error: cannot create out param for dynamically shaped result
func.func @caller(%m: memref<?xf32>) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @computed(%m) : (memref<?xf32>) -> memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return
}

// -----

// Two returns allocate by different arguments: upstream allocates %n
// elements at the call site even when the callee took the %m path.
func.func private @two_sizes(%n: index, %m: index, %c: i1) -> memref<?xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
^b:
  %b = memref.alloc(%m) : memref<?xf32>
  return %b : memref<?xf32>
}
// UPSTREAM-LABEL: func @caller(
//  UPSTREAM-NEXT:   %[[A:.*]] = memref.alloc(%arg0) : memref<?xf32>
//  UPSTREAM-NEXT:   call @two_sizes(%arg0, %arg1, %arg2, %[[A]])
func.func @caller(%n: index, %m: index, %c: i1) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @two_sizes(%n, %m, %c) : (index, index, i1) -> memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return
}

// -----

// One return gives back an argument of any size: upstream allocates %n
// elements and copies %x into them.
func.func private @alloc_or_arg(%n: index, %c: i1, %x: memref<?xf32>) -> memref<?xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
^b:
  return %x : memref<?xf32>
}
// UPSTREAM-LABEL: func private @alloc_or_arg(
//       UPSTREAM:   memref.copy %arg2, %arg3 : memref<?xf32> to memref<?xf32>
// UPSTREAM-LABEL: func @caller(
//  UPSTREAM-NEXT:   %[[A:.*]] = memref.alloc(%arg0) : memref<?xf32>
func.func @caller(%n: index, %c: i1, %x: memref<?xf32>) {
  // expected-error @below {{cannot create out param for dynamically shaped result}}
  %0 = call @alloc_or_arg(%n, %c, %x) : (index, i1, memref<?xf32>) -> memref<?xf32>
  "test.use"(%0) : (memref<?xf32>) -> ()
  return
}
