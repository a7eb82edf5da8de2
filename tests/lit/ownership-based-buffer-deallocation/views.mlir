// Views (subview, view, collapse_shape, cast): ownership belongs to the
// allocation (tutorial: "Ownership is a property of the base allocation";
// "If a block owns a memref, it also owns all of its aliases"). A view is
// not a separate buffer: the dealloc lists the allocation itself (identity
// layout, no extraction needed), retains the view while it is used later,
// and a view arriving through a block argument or region result is freed
// through its base buffer (memref.extract_strided_metadata), under the
// ownership that travelled with it.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @local_views
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<8xf32>
//  CHECK-NEXT:   %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   test.copy(%[[S]], %{{.*}})
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc() : memref<2x4xf32>
//  CHECK-NEXT:   %[[C:.*]] = memref.collapse_shape %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   test.copy(%[[C]], %{{.*}})
//  CHECK-NEXT:   bufferization.dealloc (%[[A]], %[[B]] : memref<8xf32>, memref<2x4xf32>) if (%[[TRUE]], %[[TRUE]]){{$}}
//  CHECK-NEXT:   return
func.func @local_views(%out: memref<2xf32, strided<[1], offset: 2>>, %out8: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  test.copy(%s, %out) : (memref<2xf32, strided<[1], offset: 2>>, memref<2xf32, strided<[1], offset: 2>>)
  %b = memref.alloc() : memref<2x4xf32>
  %c = memref.collapse_shape %b [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  test.copy(%c, %out8) : (memref<8xf32>, memref<8xf32>)
  return
}

// -----

// A returned view: the allocation is retained through its view (the
// runtime alias check of the retain list), and the return passes the view
// on when its ownership (the retain result) holds, else a clone.

// CHECK-LABEL: func @subview_returned
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<8xf32>
//  CHECK-NEXT:   %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[A]] : memref<8xf32>) if (%[[TRUE]]) retain (%[[S]] : memref<2xf32, strided<[1], offset: 2>>)
//  CHECK-NEXT:   %[[RET:.*]] = scf.if %[[OWN]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     scf.yield %[[S]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     bufferization.clone %[[S]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func @subview_returned() -> memref<2xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %s : memref<2xf32, strided<[1], offset: 2>>
}

// CHECK-LABEL: func @view_returned
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<64xi8>
//  CHECK-NEXT:   %[[V:.*]] = memref.view %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[OWN:.*]] = bufferization.dealloc (%[[A]] : memref<64xi8>) if (%[[TRUE]]) retain (%[[V]] : memref<?xf32>)
//  CHECK-NEXT:   %[[RET:.*]] = scf.if %[[OWN]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func @view_returned(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%c0][%n] : memref<64xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// -----

// A view passed through a block argument: the edge retains it (the
// allocation is not freed while the view lives), its ownership travels with
// it, and the successor frees it through its base buffer. The function
// argument %out can never be owned: it is neither retained nor listed, and
// its ownership on the edge is the constant false.

// CHECK-LABEL: func @subview_through_block
//  CHECK-SAME: (%[[COND:.*]]: i1, %[[OUT:.*]]: memref<2xf32, strided<[1], offset: ?>>)
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[A:.*]] = memref.alloc() : memref<8xf32>
//       CHECK:   %[[T:.*]] = memref.cast
//       CHECK:   %[[NOT:.*]] = arith.xori %[[COND]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D0:.*]] = bufferization.dealloc (%[[A]] : memref<8xf32>) if (%[[COND]]) retain (%[[T]] : memref<2xf32, strided<[1], offset: ?>>){{$}}
//  CHECK-NEXT:   bufferization.dealloc (%[[A]] : memref<8xf32>) if (%[[NOT]]){{$}}
//  CHECK-NEXT:   cf.cond_br %[[COND]], ^[[BB1:bb[0-9]+]](%[[T]], %[[D0]] : {{.*}}), ^[[BB1]](%[[OUT]], %[[FALSE]] :
//       CHECK: ^[[BB1]](%[[X:.*]]: memref<2xf32, strided<[1], offset: ?>>, %[[X_OWN:.*]]: i1):
//       CHECK:   %[[X_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[X]] : memref<2xf32, strided<[1], offset: ?>> -> memref<f32>
//  CHECK-NEXT:   bufferization.dealloc (%[[X_BASE]] : memref<f32>) if (%[[X_OWN]]){{$}}
//  CHECK-NEXT:   return
func.func @subview_through_block(%c: i1, %out: memref<2xf32, strided<[1], offset: ?>>) {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  %t = memref.cast %s : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: ?>>
  cf.cond_br %c, ^bb1(%t : memref<2xf32, strided<[1], offset: ?>>), ^bb1(%out : memref<2xf32, strided<[1], offset: ?>>)
^bb1(%x: memref<2xf32, strided<[1], offset: ?>>):
  test.copy(%x, %out) : (memref<2xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>)
  return
}

// -----

// A view yielded by an scf.if: freed through the base buffer of the result.

// CHECK-LABEL: func @subview_yielded
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[IF:.*]]:2 = scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc() : memref<8xf32>
//  CHECK-NEXT:     %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[T:.*]] = memref.cast %[[S]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     %[[OWN:.*]] = bufferization.dealloc (%[[A]] : memref<8xf32>) if (%[[TRUE]]) retain (%[[T]] : memref<2xf32, strided<[1], offset: ?>>)
//  CHECK-NEXT:     scf.yield %[[T]], %[[OWN]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[IF]]#0 : memref<2xf32, strided<[1], offset: ?>> -> memref<f32>
//  CHECK-NEXT:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[IF]]#1){{$}}
func.func @subview_yielded(%c: i1, %out: memref<2xf32, strided<[1], offset: ?>>) {
  %r = scf.if %c -> memref<2xf32, strided<[1], offset: ?>> {
    %a = memref.alloc() : memref<8xf32>
    %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
    %t = memref.cast %s : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: ?>>
    scf.yield %t : memref<2xf32, strided<[1], offset: ?>>
  } else {
    scf.yield %out : memref<2xf32, strided<[1], offset: ?>>
  }
  test.copy(%r, %out) : (memref<2xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>)
  return
}
