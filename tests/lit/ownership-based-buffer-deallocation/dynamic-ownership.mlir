// private-function-dynamic-ownership=true: private functions with a body,
// all of whose uses are calls in functions being processed, return an extra
// i1 per memref result (its ownership) instead of cloning; every call is
// rebuilt with the extra results and the caller frees under them. Public
// functions, external declarations and private functions called from an
// already processed function keep the function boundary ABI (clone when
// not owned). With the option off (default) no signature changes.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true})' %s | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s | FileCheck %s --check-prefix=DEFAULT

// The callee may return its argument: ownership false, no clone; the
// caller frees the result only when owned.

// CHECK-LABEL: func private @callee
//  CHECK-SAME: (%{{.*}}: i1, %[[A:.*]]: memref<4xf32>) -> (memref<4xf32>, i1)
//       CHECK:   %[[IF:.*]]:2 = scf.if
//       CHECK:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[IF]]#1) retain (%[[IF]]#0 : memref<4xf32>)
//   CHECK-NOT:   bufferization.clone
//  CHECK-NEXT:   return %[[IF]]#0, %[[OWN]] : memref<4xf32>, i1
// CHECK-LABEL: func @caller
//       CHECK:   %[[R:.*]]:2 = call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> (memref<4xf32>, i1)
//  CHECK-NEXT:   test.copy(%[[R]]#0, %{{.*}})
//  CHECK-NEXT:   %[[RBASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]#0
//  CHECK-NEXT:   bufferization.dealloc (%[[RBASE]] : memref<f32>) if (%[[R]]#1){{$}}

// DEFAULT-LABEL: func private @callee
//  DEFAULT-SAME: -> memref<4xf32>
//       DEFAULT:   bufferization.clone
// DEFAULT-LABEL: func @caller
//       DEFAULT:   call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> memref<4xf32>
func.func private @callee(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @caller(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %0 = call @callee(%c, %a) : (i1, memref<4xf32>) -> memref<4xf32>
  test.copy(%0, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// Several results, memref and not: one i1 per memref result, appended.

// CHECK-LABEL: func private @two_results
//  CHECK-SAME: -> (memref<4xf32>, index, memref<2xf32>, i1, i1)
//       CHECK:   %[[D:.*]]:2 = bufferization.dealloc
//  CHECK-NEXT:   return %{{.*}}, %{{.*}}, %{{.*}}, %[[D]]#0, %[[D]]#1 : memref<4xf32>, index, memref<2xf32>, i1, i1
// CHECK-LABEL: func @use_two
//       CHECK:   %[[R:.*]]:5 = call @two_results(%{{.*}}) : (i1) -> (memref<4xf32>, index, memref<2xf32>, i1, i1)
//       CHECK:   bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[R]]#3, %[[R]]#4){{$}}
func.func private @two_results(%c: i1) -> (memref<4xf32>, index, memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xf32>
  return %a, %c0, %b : memref<4xf32>, index, memref<2xf32>
}
func.func @use_two(%c: i1) {
  %0:3 = call @two_results(%c) : (i1) -> (memref<4xf32>, index, memref<2xf32>)
  return
}

// Recursion: the recursive call inside the callee uses the new signature.

// CHECK-LABEL: func private @rec
//  CHECK-SAME: -> (memref<4xf32>, i1)
//       CHECK:   %[[X:.*]]:2 = func.call @rec(%{{.*}}) : (index) -> (memref<4xf32>, i1)
//       CHECK:   bufferization.dealloc ({{.*}}) if (%[[X]]#1) retain (%[[X]]#0 : memref<4xf32>)
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %{{.*}}, %{{.*}} : memref<4xf32>, i1
// CHECK-LABEL: func @user
//       CHECK:   call @rec(%{{.*}}) : (index) -> (memref<4xf32>, i1)
// A public function returns with the ABI: clone when not owned.
//       CHECK:   bufferization.clone
func.func private @rec(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %x = func.call @rec(%m) : (index) -> memref<4xf32>
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @user(%n: index) -> memref<4xf32> {
  %x = func.call @rec(%n) : (index) -> memref<4xf32>
  return %x : memref<4xf32>
}

// A private function called from an already processed function (which this
// run leaves alone) keeps its signature.

// CHECK-LABEL: func private @called_from_done
//  CHECK-SAME: () -> memref<4xf32> attributes
// CHECK-LABEL: func @done
//       CHECK:   call @called_from_done() : () -> memref<4xf32>
func.func private @called_from_done() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  return %b : memref<4xf32>
}
func.func @done() attributes {ferrobuf.deallocated} {
  %x = func.call @called_from_done() : () -> memref<4xf32>
  return
}

// External declarations and public functions keep their signatures.
// CHECK-LABEL: func private @external() -> memref<4xf32>{{$}}
// CHECK-LABEL: func @public_one() -> memref<4xf32> attributes
func.func private @external() -> memref<4xf32>
func.func @public_one() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  return %b : memref<4xf32>
}
