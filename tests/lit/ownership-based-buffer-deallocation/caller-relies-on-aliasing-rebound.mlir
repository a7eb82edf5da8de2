// The call-result aliasing check (caller-relies-on-aliasing.mlir) when a
// cf loop writes the call's result and passes it back as the block
// argument that was the call's argument, and the loop's exit reads that
// block argument. On every path from the write to the read the block
// argument is bound again, by the written result: the read sees the
// write with or without the ABI's clone (the fuzzer's seed 12409 @t19
// was refused). When a path reaches the read without that binding, or a
// binding after the write may bring the argument's own buffer back, the
// read may miss the write once the result is a clone: still reported.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics | FileCheck %s

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// CHECK-LABEL: func.func @rebound_by_result
// CHECK: call @view
// CHECK: bufferization.dealloc
func.func @rebound_by_result(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %alloc = memref.alloc() : memref<4xf32>
  %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.br ^bb1(%cast : memref<4xf32, strided<[?], offset: ?>>)
^bb1(%t: memref<4xf32, strided<[?], offset: ?>>):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32, strided<[?], offset: ?>>)
  cf.br ^bb1(%r : memref<4xf32, strided<[?], offset: ?>>)
^bb3:
  %e = memref.load %t[%c0] : memref<4xf32, strided<[?], offset: ?>>
  return %e : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The read is in the loop body after the write, before the binding: it
// reads the argument (the previous iteration's result or the allocation),
// which the clone of this iteration's result no longer is.
func.func @read_before_rebinding(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %z = arith.constant 0.0 : f32
  %alloc = memref.alloc() : memref<4xf32>
  %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.br ^bb1(%cast, %z : memref<4xf32, strided<[?], offset: ?>>, f32)
^bb1(%t: memref<4xf32, strided<[?], offset: ?>>, %acc: f32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  // expected-error @+1 {{result #0 of @view aliases its argument #0, and this caller writes through one and then reads through the other}}
  %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32, strided<[?], offset: ?>>)
  %e = memref.load %t[%c0] : memref<4xf32, strided<[?], offset: ?>>
  %a = arith.addf %acc, %e : f32
  cf.br ^bb1(%r, %a : memref<4xf32, strided<[?], offset: ?>>, f32)
^bb3:
  return %acc : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// A second back edge, reachable after the write, brings the allocation
// back: the exit's read then reads it, which the write reached only
// without the clone.
func.func @allocation_brought_back(%c: i1, %d: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %alloc = memref.alloc() : memref<4xf32>
  %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.br ^bb1(%cast : memref<4xf32, strided<[?], offset: ?>>)
^bb1(%t: memref<4xf32, strided<[?], offset: ?>>):
  cf.cond_br %c, ^bb2, ^bb4
^bb2:
  // expected-error @+1 {{result #0 of @view aliases its argument #0, and this caller writes through one and then reads through the other}}
  %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32, strided<[?], offset: ?>>)
  cf.br ^bb1(%r : memref<4xf32, strided<[?], offset: ?>>)
^bb4:
  cf.cond_br %d, ^bb1(%cast : memref<4xf32, strided<[?], offset: ?>>), ^bb3
^bb3:
  %e = memref.load %t[%c0] : memref<4xf32, strided<[?], offset: ?>>
  return %e : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The back edge passes the argument on, not the result: the exit reads
// the argument's buffer, which the clone's write misses.
func.func @argument_passed_back(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %alloc = memref.alloc() : memref<4xf32>
  %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.br ^bb1(%cast : memref<4xf32, strided<[?], offset: ?>>)
^bb1(%t: memref<4xf32, strided<[?], offset: ?>>):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  // expected-error @+1 {{result #0 of @view aliases its argument #0, and this caller writes through one and then reads through the other}}
  %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  linalg.fill ins(%v : f32) outs(%r : memref<4xf32, strided<[?], offset: ?>>)
  cf.br ^bb1(%t : memref<4xf32, strided<[?], offset: ?>>)
^bb3:
  %e = memref.load %t[%c0] : memref<4xf32, strided<[?], offset: ?>>
  return %e : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The write is into a buffer allocated after the call (in the call's
// block), which the loop then passes to the next run of the call: it is
// the argument's memory, but no argument of a run before the write, and
// a run after it clones it with the write in it. The read of the result
// after the write sees the same either way (the fuzzer's seed 12409 @t19,
// unreduced, was refused).
// CHECK-LABEL: func.func @fresh_after_call
// CHECK: call @view
// CHECK: bufferization.dealloc
func.func @fresh_after_call(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %z = arith.constant 0.0 : f32
  %alloc = memref.alloc() : memref<4xf32>
  %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.br ^bb1(%cast, %z : memref<4xf32, strided<[?], offset: ?>>, f32)
^bb1(%t: memref<4xf32, strided<[?], offset: ?>>, %acc: f32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  %new = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%new : memref<4xf32>)
  %e = memref.load %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
  %a = arith.addf %acc, %e : f32
  %nc = memref.cast %new : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.br ^bb1(%nc, %a : memref<4xf32, strided<[?], offset: ?>>, f32)
^bb3:
  return %acc : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The buffer is allocated before the call and passed to it: the write
// after the call writes the argument, which the clone of the result no
// longer shows.
func.func @fresh_before_call(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  %z = arith.constant 0.0 : f32
  cf.br ^bb1(%z : f32)
^bb1(%acc: f32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %new = memref.alloc() : memref<4xf32>
  %nc = memref.cast %new : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  // expected-error @+1 {{result #0 of @view aliases its argument #0, and this caller writes through one and then reads through the other}}
  %r = func.call @view(%nc) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  linalg.fill ins(%v : f32) outs(%new : memref<4xf32>)
  %e = memref.load %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
  %a = arith.addf %acc, %e : f32
  cf.br ^bb1(%a : f32)
^bb3:
  return %acc : f32
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// An inner loop carries a buffer through the call and back (updating it in
// place first); the outer loop allocates that buffer anew and writes it
// before each inner loop. The write is into the argument's memory, but
// into a buffer allocated after every earlier run of the call (every path
// from a run of the call to the write runs the allocation again): no
// result of an earlier run is it, and the inner loop reads the fresh
// buffer with or without the ABI's clone (the fuzzer's seed 12709 @t14
// was refused: the allocation is not in the call's block).
// CHECK-LABEL: func.func @fresh_per_outer_iteration
// CHECK: call @view
// CHECK: bufferization.dealloc
func.func @fresh_per_outer_iteration(%src: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %fresh = memref.alloc() : memref<4xf32>
    memref.copy %src, %fresh : memref<4xf32> to memref<4xf32>
    %cast = memref.cast %fresh : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %last = scf.for %j = %c0 to %n step %c1 iter_args(%t = %cast) -> (memref<4xf32, strided<[?], offset: ?>>) {
      linalg.add ins(%t, %src : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) outs(%t : memref<4xf32, strided<[?], offset: ?>>)
      %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
      scf.yield %r : memref<4xf32, strided<[?], offset: ?>>
    }
  }
  return
}

// -----

func.func private @view(%a: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  %s = memref.subview %a[0] [4] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}
// The same with the allocation before the outer loop: the outer loop's
// second iteration writes the buffer an earlier run of the call took, and
// the inner loop then reads it as the result that run returned (the loop
// result carried to the next inner loop is not this buffer once it is a
// clone): still reported.
func.func @allocated_once(%src: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %fresh = memref.alloc() : memref<4xf32>
  %cast = memref.cast %fresh : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    memref.copy %src, %fresh : memref<4xf32> to memref<4xf32>
    %last = scf.for %j = %c0 to %n step %c1 iter_args(%t = %cast) -> (memref<4xf32, strided<[?], offset: ?>>) {
      linalg.add ins(%t, %src : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>) outs(%t : memref<4xf32, strided<[?], offset: ?>>)
      // expected-error @+1 {{result #0 of @view aliases its argument #0, and this caller writes through one and then reads through the other}}
      %r = func.call @view(%t) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
      scf.yield %r : memref<4xf32, strided<[?], offset: ?>>
    }
  }
  return
}
