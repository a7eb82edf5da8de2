// Memref results become out-parameters: the callee copies into them, each
// call allocates them. ferrobuf and upstream agree on every case here (both
// RUN lines share the CHECK prefix).
// RUN: %ferrobuf-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(ferrobuf-buffer-results-to-out-params)' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(buffer-results-to-out-params)' -split-input-file | FileCheck %s

// CHECK-LABEL: func private @fresh(
//  CHECK-SAME:     %[[OUT:.*]]: memref<4xf32>) -> f32 {
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[X:.*]] = arith.constant
//  CHECK-NEXT:   "test.fill"(%[[A]])
//  CHECK-NEXT:   memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
//  CHECK-NEXT:   return %[[X]] : f32
func.func private @fresh() -> (memref<4xf32>, f32) {
  %a = memref.alloc() : memref<4xf32>
  %x = arith.constant 1.0 : f32
  "test.fill"(%a) : (memref<4xf32>) -> ()
  return %a, %x : memref<4xf32>, f32
}

// An argument returned is copied too.
// CHECK-LABEL: func private @same_arg(
//  CHECK-SAME:     %[[B:.*]]: memref<4xf32, 1>, %[[OUT:.*]]: memref<4xf32, 1>) {
//  CHECK-NEXT:   memref.copy %[[B]], %[[OUT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   return{{$}}
func.func private @same_arg(%b: memref<4xf32, 1>) -> memref<4xf32, 1> {
  return %b : memref<4xf32, 1>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A0:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[X:.*]] = call @fresh(%[[A0]]) : (memref<4xf32>) -> f32
//  CHECK-NEXT:   %[[A1:.*]] = memref.alloc() : memref<4xf32, 1>
//  CHECK-NEXT:   call @same_arg(%arg0, %[[A1]]) : (memref<4xf32, 1>, memref<4xf32, 1>) -> ()
//  CHECK-NEXT:   "test.use"(%[[A0]], %[[X]], %[[A1]])
func.func @caller(%b: memref<4xf32, 1>) {
  %0:2 = call @fresh() : () -> (memref<4xf32>, f32)
  %1 = call @same_arg(%b) : (memref<4xf32, 1>) -> memref<4xf32, 1>
  "test.use"(%0#0, %0#1, %1) : (memref<4xf32>, f32, memref<4xf32, 1>) -> ()
  return
}

// -----

// A fully dynamic layout: the call site allocates the identity layout and
// casts.
// CHECK-LABEL: func private @view(
//  CHECK-SAME:     %{{.*}}: memref<8xf32>, %[[OUT:.*]]: memref<4xf32, strided<[?], offset: ?>>) {
//       CHECK:   memref.copy %{{.*}}, %[[OUT]]{{([^[:alnum:]_]|$)}}
func.func private @view(%m: memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %m[1] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  %c = memref.cast %s : memref<4xf32, strided<[2], offset: 1>> to memref<4xf32, strided<[?], offset: ?>>
  return %c : memref<4xf32, strided<[?], offset: ?>>
}

// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
//  CHECK-NEXT:   call @view(%arg0, %[[C]])
//  CHECK-NEXT:   "test.use"(%[[C]])
func.func @caller(%m: memref<8xf32>) {
  %0 = call @view(%m) : (memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>>
  "test.use"(%0) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
  return
}

// -----

// Recursion with the recursive call in a nested region; two returns each
// copy.
// CHECK-LABEL: func private @rec(
//  CHECK-SAME:     %{{.*}}: index, %[[OUT:.*]]: memref<4xf32>) {
//       CHECK:   } else {
//       CHECK:     %[[A:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:     func.call @rec(%{{.*}}, %[[A]]) : (index, memref<4xf32>) -> ()
//  CHECK-NEXT:     scf.yield %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.copy %{{.*}}, %[[OUT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   return{{$}}
func.func private @rec(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %c1 = arith.constant 1 : index
    %m = arith.subi %n, %c1 : index
    %x = func.call @rec(%m) : (index) -> memref<4xf32>
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK-LABEL: func private @branches(
//  CHECK-SAME:     %[[OUT:[^:]*]]: memref<2xf32>) {
//       CHECK:   ^bb1:
//  CHECK-NEXT:     memref.copy %arg0, %[[OUT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     return
//       CHECK:   ^bb2:
//  CHECK-NEXT:     memref.copy %arg1, %[[OUT]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     return
func.func private @branches(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> memref<2xf32> {
  cf.cond_br %c, ^b1, ^b2
^b1:
  return %a : memref<2xf32>
^b2:
  return %b : memref<2xf32>
}

// -----

// Unchanged: a public function, an external declaration, an unranked
// result, a function without memref results, a nested module's functions.
// CHECK-LABEL: func @public() -> memref<4xf32>
func.func @public() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
// CHECK: func private @external() -> memref<4xf32>
func.func private @external() -> memref<4xf32>
// CHECK-LABEL: func private @unranked(
//  CHECK-SAME:     -> memref<*xf32>
func.func private @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}
// CHECK-LABEL: func @caller(
//  CHECK-NEXT:   call @public() : () -> memref<4xf32>
//  CHECK-NEXT:   call @external() : () -> memref<4xf32>
//  CHECK-NEXT:   call @unranked(%arg0) : (memref<*xf32>) -> memref<*xf32>
func.func @caller(%u: memref<*xf32>) {
  %0 = call @public() : () -> memref<4xf32>
  %1 = call @external() : () -> memref<4xf32>
  %2 = call @unranked(%u) : (memref<*xf32>) -> memref<*xf32>
  "test.use"(%0, %1, %2) : (memref<4xf32>, memref<4xf32>, memref<*xf32>) -> ()
  return
}
// CHECK-LABEL: module @inner
//       CHECK:   func private @h() -> memref<4xf32>
module @inner {
  func.func private @h() -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    return %a : memref<4xf32>
  }
}
