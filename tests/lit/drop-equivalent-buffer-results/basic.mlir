// Results that are always a function argument (directly or through
// memref.cast chains) disappear; call sites use the call's operand instead.
// ferrobuf and upstream agree on every case here: both RUN lines share the
// CHECK prefix.
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-drop-equivalent-buffer-results)' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(drop-equivalent-buffer-results)' -split-input-file | FileCheck %s

// CHECK-LABEL: func private @mixed(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<?xf32>) -> (f32, memref<4xf32>) {
//       CHECK:   %[[AL:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   return %{{.*}}, %[[AL]] : f32, memref<4xf32>
func.func private @mixed(%a: memref<4xf32>, %b: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>, f32, memref<4xf32>) {
  %x = arith.constant 1.0 : f32
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %al = memref.alloc() : memref<4xf32>
  return %a, %c, %x, %al : memref<4xf32>, memref<?xf32>, f32, memref<4xf32>
}

// The second result is argument 0 through a cast: the call site casts.
// CHECK-LABEL: func @caller(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<?xf32>) {
//  CHECK-NEXT:   %[[R:.*]]:2 = call @mixed(%[[A]], %[[B]]) : (memref<4xf32>, memref<?xf32>) -> (f32, memref<4xf32>)
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<?xf32>
//  CHECK-NEXT:   "test.use"(%[[A]], %[[C]], %[[R]]#0, %[[R]]#1)
func.func @caller(%a: memref<4xf32>, %b: memref<?xf32>) {
  %0:4 = call @mixed(%a, %b) : (memref<4xf32>, memref<?xf32>) -> (memref<4xf32>, memref<?xf32>, f32, memref<4xf32>)
  "test.use"(%0#0, %0#1, %0#2, %0#3) : (memref<4xf32>, memref<?xf32>, f32, memref<4xf32>) -> ()
  return
}

// -----

// Two returns: the first result is %a on both paths (dropped), the second
// is %b on one and %a on the other (kept).
// CHECK-LABEL: func private @two_returns(
//  CHECK-SAME:     -> memref<4xf32> {
//       CHECK:   ^bb1:
//  CHECK-NEXT:     return %arg1 : memref<4xf32>
//       CHECK:   ^bb2:
//  CHECK-NEXT:     return %arg0 : memref<4xf32>
func.func private @two_returns(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> (memref<4xf32>, memref<4xf32>) {
  cf.cond_br %c, ^b1, ^b2
^b1:
  return %a, %b : memref<4xf32>, memref<4xf32>
^b2:
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[R:.*]] = call @two_returns(%arg0, %arg1, %arg2) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
//  CHECK-NEXT:   "test.use"(%arg0, %[[R]])
func.func @caller(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  %0:2 = call @two_returns(%a, %b, %c) : (memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
  "test.use"(%0#0, %0#1) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Recursion, a call nested in scf.if, a cast chain, an unranked result.
// CHECK-LABEL: func private @rec(
//  CHECK-SAME:     %{{.*}}: memref<4xf32>, %{{.*}}: index) {
//       CHECK:     func.call @rec(%arg0, %{{.*}}) : (memref<4xf32>, index) -> ()
//  CHECK-NEXT:     "test.use"(%arg0)
//       CHECK:   return{{$}}
func.func private @rec(%a: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %c0 : index
  scf.if %done {
  } else {
    %c1 = arith.constant 1 : index
    %m = arith.subi %n, %c1 : index
    %x = func.call @rec(%a, %m) : (memref<4xf32>, index) -> memref<4xf32>
    "test.use"(%x) : (memref<4xf32>) -> ()
  }
  return %a : memref<4xf32>
}

// CHECK-LABEL: func private @chain(
//  CHECK-SAME:     %{{.*}}: memref<?xf32>) {
func.func private @chain(%a: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %a : memref<?xf32> to memref<*xf32>
  %d = memref.cast %c : memref<*xf32> to memref<4xf32>
  return %d : memref<4xf32>
}

// CHECK-LABEL: func private @unranked(
//  CHECK-SAME:     %{{.*}}: memref<*xf32>) {
//  CHECK-NEXT:   return{{$}}
func.func private @unranked(%a: memref<*xf32>) -> memref<*xf32> {
  return %a : memref<*xf32>
}

// CHECK-LABEL: func @caller(
//       CHECK:   scf.if
//  CHECK-NEXT:     func.call @rec(%arg0, %{{.*}}) : (memref<4xf32>, index) -> ()
//  CHECK-NEXT:     "test.use"(%arg0)
//       CHECK:   call @chain(%arg1) : (memref<?xf32>) -> ()
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %arg1 : memref<?xf32> to memref<4xf32>
//  CHECK-NEXT:   call @unranked(%arg2) : (memref<*xf32>) -> ()
//  CHECK-NEXT:   "test.use"(%[[C]], %arg2)
func.func @caller(%a: memref<4xf32>, %b: memref<?xf32>, %u: memref<*xf32>, %c: i1) {
  %n = arith.constant 3 : index
  scf.if %c {
    %0 = func.call @rec(%a, %n) : (memref<4xf32>, index) -> memref<4xf32>
    "test.use"(%0) : (memref<4xf32>) -> ()
  }
  %1 = call @chain(%b) : (memref<?xf32>) -> memref<4xf32>
  %2 = call @unranked(%u) : (memref<*xf32>) -> memref<*xf32>
  "test.use"(%1, %2) : (memref<4xf32>, memref<*xf32>) -> ()
  return
}

// -----

// Unchanged: a public function (callers outside the module expect its
// result), an external declaration, a result that is a block argument of a
// non-entry block, functions of a nested module (the pass runs on the
// module it is given).
// CHECK-LABEL: func @public(
//  CHECK-SAME:     -> memref<4xf32>
//  CHECK-NEXT:   return %arg0
func.func @public(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
// CHECK: func private @external(memref<4xf32>) -> memref<4xf32>
func.func private @external(%a: memref<4xf32>) -> memref<4xf32>

// CHECK-LABEL: func private @block_arg(
//  CHECK-SAME:     -> memref<4xf32>
func.func private @block_arg(%a: memref<4xf32>) -> memref<4xf32> {
  cf.br ^b1(%a : memref<4xf32>)
^b1(%x: memref<4xf32>):
  return %x : memref<4xf32>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %{{.*}} = call @public(%arg0) : (memref<4xf32>) -> memref<4xf32>
//  CHECK-NEXT:   %{{.*}} = call @external(%arg0) : (memref<4xf32>) -> memref<4xf32>
//  CHECK-NEXT:   %{{.*}} = call @block_arg(%arg0) : (memref<4xf32>) -> memref<4xf32>
func.func @caller(%a: memref<4xf32>) {
  %0 = call @public(%a) : (memref<4xf32>) -> memref<4xf32>
  %1 = call @external(%a) : (memref<4xf32>) -> memref<4xf32>
  %2 = call @block_arg(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.use"(%0, %1, %2) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// CHECK-LABEL: module @inner
//       CHECK:   func private @h(%{{.*}}: memref<4xf32>) -> memref<4xf32>
module @inner {
  func.func private @h(%a: memref<4xf32>) -> memref<4xf32> {
    return %a : memref<4xf32>
  }
  func.func @k(%a: memref<4xf32>) -> memref<4xf32> {
    %0 = call @h(%a) : (memref<4xf32>) -> memref<4xf32>
    return %0 : memref<4xf32>
  }
}
