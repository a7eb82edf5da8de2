// Where upstream MLIR 22 leaves IR that does not verify, ferrobuf keeps the
// function (or the result) unchanged.
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-drop-equivalent-buffer-results)' -split-input-file | FileCheck %s
// RUN: not mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(drop-equivalent-buffer-results)' -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// A func.constant refers to the function: its type would no longer match.
// UPSTREAM: 'func.constant' op reference to function with mismatched type
// CHECK-LABEL: func private @referenced(
//  CHECK-SAME:     -> memref<4xf32>
//  CHECK-NEXT:   return %arg0
func.func private @referenced(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %{{.*}} = constant @referenced : (memref<4xf32>) -> memref<4xf32>
//  CHECK-NEXT:   %{{.*}} = call @referenced(%arg0) : (memref<4xf32>) -> memref<4xf32>
func.func @caller(%a: memref<4xf32>) -> ((memref<4xf32>) -> memref<4xf32>) {
  %f = func.constant @referenced : (memref<4xf32>) -> memref<4xf32>
  %0 = call @referenced(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  return %f : (memref<4xf32>) -> memref<4xf32>
}

// -----

// The cast chain 4 -> ? -> 5 verifies (it fails at run time), but a direct
// cast from memref<4xf32> to memref<5xf32> does not: the result stays.
// UPSTREAM: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible
// CHECK-LABEL: func private @bad_chain(
//  CHECK-SAME:     -> memref<5xf32>
func.func private @bad_chain(%a: memref<4xf32>) -> memref<5xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<5xf32>
  return %d : memref<5xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[R:.*]] = call @bad_chain(%arg0) : (memref<4xf32>) -> memref<5xf32>
//  CHECK-NEXT:   "test.use"(%[[R]])
func.func @caller(%a: memref<4xf32>) {
  %0 = call @bad_chain(%a) : (memref<4xf32>) -> memref<5xf32>
  "test.use"(%0) : (memref<5xf32>) -> ()
  return
}

// -----

// References other than a call's callee keep the signature too, whether
// they sit in an op's discardable attributes (a dispatch table on the
// caller) or in an unregistered op's: the walk reads symbol references
// from the attribute dictionary and from properties alike.
// CHECK-LABEL: func private @in_table(
//  CHECK-SAME:     -> memref<4xf32>
func.func private @in_table(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func private @in_unregistered(
//  CHECK-SAME:     -> memref<4xf32>
func.func private @in_unregistered(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// CHECK-LABEL: func @uses_table(
//  CHECK-NEXT:   %{{.*}} = call @in_table(%arg0) : (memref<4xf32>) -> memref<4xf32>
//  CHECK-NEXT:   %{{.*}} = call @in_unregistered(%arg0) : (memref<4xf32>) -> memref<4xf32>
func.func @uses_table(%a: memref<4xf32>) attributes {table.entry = @in_table} {
  %0 = call @in_table(%a) : (memref<4xf32>) -> memref<4xf32>
  %1 = call @in_unregistered(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.use"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
  "other.ref"() {target = @in_unregistered} : () -> ()
  return
}
