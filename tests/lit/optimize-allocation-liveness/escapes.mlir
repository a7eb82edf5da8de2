// Safer than upstream. UPSTREAM BUG: a buffer whose address escapes into a
// value the view flow does not follow (an integer from
// memref.extract_aligned_pointer_as_index, a memref stored into a memref
// of memrefs, a builtin.unrealized_conversion_cast to another type) may
// still be accessed through that value after its last direct use.
// Upstream MLIR 22 frees it right after the escaping op; ferrobuf leaves
// the free where it is.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' -split-input-file | FileCheck %s --check-prefix=UPSTREAM

// Test Case: the address leaves as an index, returned to the caller.

// CHECK-LABEL: func @pointer_as_index
//       CHECK:   memref.extract_aligned_pointer_as_index
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @pointer_as_index
//       UPSTREAM:   memref.extract_aligned_pointer_as_index
//  UPSTREAM-NEXT:   memref.dealloc
//  UPSTREAM-NEXT:   memref.store
func.func @pointer_as_index(%o: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %p : index
}

// -----

// Test Case: %a is stored into a memref of memrefs and loaded back as %r.

// CHECK-LABEL: func @stored_memref
//       CHECK:   memref.store %[[A:.*]], %[[BOX:.*]][
//  CHECK-NEXT:   %[[R:.*]] = memref.load %[[BOX]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.load %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @stored_memref
//       UPSTREAM:   memref.store
//  UPSTREAM-NEXT:   memref.dealloc
func.func @stored_memref(%box: memref<1xmemref<4xf32>>, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %box[%c0] : memref<1xmemref<4xf32>>
  %r = memref.load %box[%c0] : memref<1xmemref<4xf32>>
  %v = memref.load %r[%c0] : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: %a becomes a value of another type through an unrealized cast
// (what a partial lowering leaves) and is passed to a call.

// CHECK-LABEL: func @unrealized_cast
//       CHECK:   builtin.unrealized_conversion_cast
//  CHECK-NEXT:   call @use
//  CHECK-NEXT:   memref.dealloc
//  CHECK-NEXT:   return

// UPSTREAM-LABEL: func @unrealized_cast
//       UPSTREAM:   builtin.unrealized_conversion_cast
//  UPSTREAM-NEXT:   memref.dealloc
//  UPSTREAM-NEXT:   call @use
func.func private @use(i64)
func.func @unrealized_cast() {
  %a = memref.alloc() : memref<4xf32>
  %p = builtin.unrealized_conversion_cast %a : memref<4xf32> to i64
  func.call @use(%p) : (i64) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}
