// Cases where ferrobuf and upstream MLIR 22 agree: the same FileCheck
// prefix checks both outputs.
// RUN: %ferrobuf-opt %s --pass-pipeline='builtin.module(func.func(ferrobuf-optimize-allocation-liveness))' -split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(optimize-allocation-liveness))' -split-input-file | FileCheck %s

// Test Case: the last use of %a is the load; the free moves up to it.
//   alloc -> load -> store -> addf -> store -> dealloc
// becomes alloc -> load -> dealloc -> ...

// CHECK-LABEL: func @straight_line
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   arith.addf
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return
func.func @straight_line(%n: index, %o: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  memref.store %v, %o[%c0] : memref<?xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %o[%c0] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}

// -----

// Test Case: a subview of %a is read after %a itself; the free waits for
// the view.

// CHECK-LABEL: func @subview_alias
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[S:.*]] = memref.subview %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   memref.store
//  CHECK-NEXT:   memref.load %[[S]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   return
func.func @subview_alias(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %v = memref.load %a[%c0] : memref<8xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  %w = memref.load %s[%c0] : memref<4xf32, strided<[1]>>
  memref.store %w, %o[%c0] : memref<4xf32>
  memref.store %w, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<8xf32>
  return
}

// -----

// Test Case: %a is read inside an scf.if; the last user in the free's
// block is the scf.if itself.
//   alloc ; scf.if { load %a } ; store ; dealloc
// becomes alloc ; scf.if { load %a } ; dealloc ; store

// CHECK-LABEL: func @nested_use
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   scf.if
//       CHECK:     memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//       CHECK:   }
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   arith.constant
//  CHECK-NEXT:   memref.store
func.func @nested_use(%c: i1, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %v, %o[%c0] : memref<4xf32>
  }
  %cst = arith.constant 2.0 : f32
  memref.store %cst, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: %a flows into the result of an scf.if (and of an scf.for
// iter_arg, and of a call); the free waits for the last use of the result.

// CHECK-LABEL: func @region_result_alias
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[R:.*]] = scf.if
//       CHECK:   %[[L:.*]] = scf.for
//       CHECK:   %[[C:.*]] = call @id
//       CHECK:   memref.load %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.load %[[L]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.load %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.store
func.func private @id(memref<4xf32>) -> memref<4xf32>
func.func @region_result_alias(%c: i1, %n: index, %b: memref<4xf32>, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> memref<4xf32> {
    scf.yield %x : memref<4xf32>
  }
  %k = func.call @id(%a) : (memref<4xf32>) -> memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  %w = memref.load %l[%c0] : memref<4xf32>
  %u = memref.load %k[%c0] : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  memref.store %w, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: a buffer reaches a block argument of a multi-block
// scf.execute_region, which yields it; the free waits for the region
// result's use.

// CHECK-LABEL: func @block_argument_alias
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[R:.*]] = scf.execute_region
//       CHECK:   memref.store
//  CHECK-NEXT:   memref.load %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
func.func @block_argument_alias(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %r = scf.execute_region -> memref<4xf32> {
    cf.br ^bb1(%a : memref<4xf32>)
  ^bb1(%x: memref<4xf32>):
    scf.yield %x : memref<4xf32>
  }
  memref.store %f, %o[%c0] : memref<4xf32>
  %v = memref.load %r[%c0] : memref<4xf32>
  memref.store %v, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Test Case: two frees moving after the same copy end up in reverse
// allocation order.

// CHECK-LABEL: func @two_frees_one_place
//       CHECK:   %[[A:.*]] = memref.alloc
//       CHECK:   %[[B:.*]] = memref.alloc
//       CHECK:   memref.copy %[[A]], %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
func.func @two_frees_one_place(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

// Test Case: bufferization.clone allocates a new buffer: %a is dead after
// the clone, the clone after its load.

// CHECK-LABEL: func @clone_is_a_new_buffer
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   %[[C:.*]] = bufferization.clone %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.load %[[C]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[C]]{{([^[:alnum:]_]|$)}}
func.func @clone_is_a_new_buffer(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  %v = memref.load %b[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

// Test Case: a free above a use (a use after free in the input) moves
// down to after the use.

// CHECK-LABEL: func @free_before_use
//       CHECK:   %[[A:.*]] = memref.alloc
//  CHECK-NEXT:   memref.store
//  CHECK-NEXT:   memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   memref.store
func.func @free_before_use(%o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  memref.store %f, %o[%c0] : memref<4xf32>
  return
}

// -----

// Test Case: the allocation and its free are in the same nested block.

// CHECK-LABEL: func @inside_scf_if
//       CHECK:   scf.if
//  CHECK-NEXT:     %[[A:.*]] = memref.alloc
//  CHECK-NEXT:     memref.load %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     memref.store
func.func @inside_scf_if(%c: i1, %o: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  scf.if %c {
    %a = memref.alloc() : memref<4xf32>
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.store %f, %o[%c0] : memref<4xf32>
    memref.dealloc %a : memref<4xf32>
  }
  return
}
