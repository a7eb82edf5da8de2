// Cases the deallocation fuzzer (tests/dealloc_fuzz.rs, seeds 100..107)
// found; each output is also checked by the independent verifier.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation,func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null

// A buffer whose only use moves it into a join (no clone) on one path
// must still be freed on the paths that never reach that use (it leaked
// on ^bb1: the move skipped every free of it).
// CHECK-LABEL: func @moved_on_one_path
// CHECK:       %[[R:.*]] = scf.if
// CHECK:       cf.cond_br
// CHECK:       ^bb1:
// CHECK-NEXT:    memref.dealloc %[[R]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[R]]{{([^[:alnum:]_]|$)}}
func.func @moved_on_one_path(%c: i1, %out: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  test.copy(%out, %a) : (memref<2xf32>, memref<2xf32>)
  %v = memref.subview %a[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
  test.copy(%v, %out) : (memref<2xf32, strided<[1]>>, memref<2xf32>)
  %r = scf.if %c -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %d = memref.alloc() : memref<2xf32>
  test.copy(%out, %d) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%d : memref<2xf32>)
^bb2:
  cf.br ^bb3(%r : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  test.copy(%x, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Writes that cannot run after the clone do not block it: one in another
// case of a switch, one in a loop before it, one to a buffer allocated
// anew in each iteration of the loop holding the clone.
// CHECK-LABEL: func @writes_not_after_the_clone
// CHECK:       bufferization.clone
func.func @writes_not_after_the_clone(%f: i32, %n: index, %v: f32, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = arith.cmpi slt, %c0, %n : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%c0] : memref<4xf32>
  }
  cf.switch %f : i32, [default: ^w, 0: ^j1]
^w:
  memref.store %v, %a[%c1] : memref<4xf32>
  cf.br ^end
^j1:
  %b = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  cf.br ^end
^end:
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<4xf32>
    memref.store %v, %t[%c0] : memref<4xf32>
    %s = scf.if %c -> memref<4xf32> {
      scf.yield %t : memref<4xf32>
    } else {
      %u = memref.alloc() : memref<4xf32>
      scf.yield %u : memref<4xf32>
    }
    test.copy(%s, %out) : (memref<4xf32>, memref<4xf32>)
    test.copy(%t, %out) : (memref<4xf32>, memref<4xf32>)
  }
  return
}
