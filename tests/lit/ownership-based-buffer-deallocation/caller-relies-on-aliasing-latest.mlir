// The call-result aliasing check (caller-relies-on-aliasing.mlir) when the
// read goes through a loop's block argument that carries one allocation
// made outside that loop, and a new run of the allocation comes between
// the write and the read. A loop nested in the allocation's scope only
// carries the allocation's latest buffer: the read sees a new buffer the
// write never touched, with or without the ABI's clone (the fuzzer's seed
// 13306 @t15 was refused: a read through any loop-carried value counted
// as possibly older). Without a new allocation in between (the loop
// carries the buffer around the write), still reported.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics | FileCheck %s

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @new_buffer_per_outer_iteration
// CHECK: call @view
// CHECK: bufferization.dealloc
func.func @new_buffer_per_outer_iteration(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %init) -> f32 {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
    %l:2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a, %t = %s) -> (memref<4xf32>, f32) {
      %v = memref.load %b[%j] : memref<4xf32>
      %u = arith.addf %t, %v : f32
      scf.yield %b, %u : memref<4xf32>, f32
    }
    %cast = memref.cast %l#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %r = func.call @view(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
    memref.store %f, %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
    scf.yield %l#1 : f32
  }
  return %sum : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The same through an scf.while's after-region argument.
// CHECK-LABEL: func.func @new_buffer_per_outer_iteration_while
// CHECK: call @view
// CHECK: bufferization.dealloc
func.func @new_buffer_per_outer_iteration_while(%n: index, %f: f32, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %init) -> f32 {
    %a = memref.alloc() : memref<4xf32>
    linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
    %w:2 = scf.while (%b = %a, %t = %s) : (memref<4xf32>, f32) -> (memref<4xf32>, f32) {
      scf.condition(%c) %b, %t : memref<4xf32>, f32
    } do {
    ^bb0(%b: memref<4xf32>, %t: f32):
      %v = memref.load %b[%c0] : memref<4xf32>
      %u = arith.addf %t, %v : f32
      scf.yield %b, %u : memref<4xf32>, f32
    }
    %cast = memref.cast %w#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %r = func.call @view(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
    memref.store %f, %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
    scf.yield %w#1 : f32
  }
  return %sum : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The loop that carries the buffer also holds the write: the next
// iteration reads what the result's write left, which a clone would miss.
func.func @same_buffer_next_iteration(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  %l:2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a, %t = %init) -> (memref<4xf32>, f32) {
    %v = memref.load %b[%c0] : memref<4xf32>
    %u = arith.addf %t, %v : f32
    %cast = memref.cast %b : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    // expected-error @+1 {{result #0 of @view aliases its argument #0, and this caller writes through one and then reads through the other}}
    %r = func.call @view(%cast) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
    memref.store %u, %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
    scf.yield %b, %u : memref<4xf32>, f32
  }
  return %l#1 : f32
}
