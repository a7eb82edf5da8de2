// Unstructured cf loops (LLVM 19's pass rejected them: "Only structured
// control-flow loops are supported"), buffers dying on one edge of a
// branch, calls and returns, and what the pass refuses with a located
// error. Outputs are checked by the independent verifier too.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation))' %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation,func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null

// A while loop in cf form with a fresh buffer per iteration: the header
// argument is critical; the previous iteration's buffer is freed in the
// body after its last use, the last one at the exit.
// CHECK-LABEL: func @cf_while
// CHECK:       %[[A:.*]] = memref.alloc()
// CHECK-NEXT:  cf.br ^bb1(%{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb1(%{{.*}}: index, %[[X:.*]]: memref<2xf32>):
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    test.copy(%[[X]], %[[B]])
// CHECK-NEXT:    memref.dealloc %[[X]]{{([^[:alnum:]_]|$)}}
// CHECK:         cf.br ^bb1(%{{.*}}, %[[B]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb3:
// CHECK-NEXT:    test.copy(%[[X]], %arg1)
// CHECK-NEXT:    memref.dealloc %[[X]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return
func.func @cf_while(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  cf.br ^h(%c0, %a : index, memref<2xf32>)
^h(%i: index, %x: memref<2xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %b = memref.alloc() : memref<2xf32>
  test.copy(%x, %b) : (memref<2xf32>, memref<2xf32>)
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %b : index, memref<2xf32>)
^exit:
  test.copy(%x, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// A do-while loop: the buffer allocated in the loop block is used after
// the loop, so it is freed on the back edge (a new block on that edge:
// the loop block has two predecessors) and after its use at the exit.
// CHECK-LABEL: func @cf_do_while
// CHECK:       ^bb1(%{{.*}}: index):
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK:         cf.cond_br %{{.*}}, ^[[SPLIT:bb[0-9]+]](%{{.*}} : index), ^[[EXIT:bb[0-9]+]]
// CHECK:       ^[[SPLIT]](%[[I:.*]]: index):
// CHECK-NEXT:    memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    cf.br ^bb1(%[[I]] : index)
// CHECK:       ^[[EXIT]]:
// CHECK-NEXT:    test.copy(%[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
func.func @cf_do_while(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  %a = memref.alloc() : memref<2xf32>
  test.copy(%out, %a) : (memref<2xf32>, memref<2xf32>)
  %i2 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i2, %n : index
  cf.cond_br %c, ^loop(%i2 : index), ^exit
^exit:
  test.copy(%a, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// A buffer forwarded on one edge of a cond_br only: its clone goes on
// that edge (a clone before the branch would leak on the other).
// CHECK-LABEL: func @clone_on_one_edge
// CHECK:         cf.cond_br %{{.*}}, ^[[E:bb[0-9]+]](%{{.*}} : memref<2xf32>), ^bb2
// CHECK:       ^[[E]](%{{.*}}: memref<2xf32>):
// CHECK-NEXT:    %[[C:.*]] = bufferization.clone %arg1
// CHECK-NEXT:    cf.br ^bb3(%[[C]]{{([^[:alnum:]_]|$)}}
func.func @clone_on_one_edge(%c: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %c, ^bb3(%arg : memref<2xf32>), ^bb2
^bb2:
  %a = memref.alloc() : memref<2xf32>
  test.copy(%out, %a) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  test.copy(%x, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// Calls: the caller owns what a call returns (freed after its use); a
// returned argument is cloned (the caller of this function frees it).
// CHECK-LABEL: func @calls
// CHECK:       %[[R:.*]] = call @make()
// CHECK-NEXT:  test.copy(%[[R]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:  memref.dealloc %[[R]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:  %[[C:.*]] = bufferization.clone %arg0
// CHECK-NEXT:  return %[[C]]{{([^[:alnum:]_]|$)}}
func.func private @make() -> memref<2xf32>
func.func @calls(%arg: memref<2xf32>, %out: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @make() : () -> memref<2xf32>
  test.copy(%r, %out) : (memref<2xf32>, memref<2xf32>)
  return %arg : memref<2xf32>
}

// -----

// A buffer and a subview of it leave an scf.if, then the buffer is
// written through the subview: cloning the two results separately would
// lose that write (LLVM 19's pass did). Refused.
func.func @unsafe_clone(%c: i1, %other: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %b, %w = scf.if %c -> (memref<4xf32>, memref<2xf32, strided<[1]>>) {
    %a = memref.alloc() : memref<4xf32>
    %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    scf.yield %a, %s : memref<4xf32>, memref<2xf32, strided<[1]>>
  } else {
    %s = memref.subview %other[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    // expected-error @below {{this clone would change the program: the copy is written (memref.store)}}
    scf.yield %other, %s : memref<4xf32>, memref<2xf32, strided<[1]>>
  }
  memref.store %v, %w[%c0] : memref<2xf32, strided<[1]>>
  %r = memref.load %b[%c0] : memref<4xf32>
  return %r : f32
}

// -----

func.func @already_ownership_based(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{the input already holds bufferization.dealloc}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

func.func @stored(%m: memref<1xmemref<2xf32>>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{a memref stored into memory cannot be tracked}}
  memref.store %a, %m[%c0] : memref<1xmemref<2xf32>>
  return
}
