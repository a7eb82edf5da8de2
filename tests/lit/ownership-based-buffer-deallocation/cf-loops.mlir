// Unstructured control-flow loops (ferrobuf only; upstream MLIR 22 rejects
// them: "Only structured control-flow loops are supported."). A buffer
// carried around a back edge travels in a block argument with its i1
// ownership argument; a value defined before the loop and live in it keeps
// the ownership it had at the end of the loop header's immediate dominator
// and is retained on every edge while live. Each iteration frees the
// previous iteration's buffer; the loop exit frees the last one. Function
// arguments can never be owned: one entering the loop travels with the
// constant false, and they are neither listed nor retained.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: Only structured control-flow loops are supported.
// UPSTREAM: error: Only structured control-flow loops are supported.
// UPSTREAM: error: Only structured control-flow loops are supported.

// A while loop: header ^bb1 (condition), body ^bb2 (cf.br back edge), exit
// ^bb3.
//
//   bb0 -> bb1(%cur) <-------+
//          /      \          |
//        bb3      bb2: %b = alloc, br bb1(%b)

// CHECK-LABEL: func @back_edge
//  CHECK-SAME: (%[[N:.*]]: index, %[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   cf.br ^[[HEADER:bb[0-9]+]](%{{.*}}, %[[A]], %[[FALSE]] : index, memref<4xf32>, i1)
//       CHECK: ^[[HEADER]](%{{.*}}: index, %[[CUR:.*]]: memref<4xf32>, %[[CUR_OWN:.*]]: i1):
//       CHECK:   %[[COND:.*]] = arith.cmpi slt
//  CHECK-NEXT:   %[[CUR_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[CUR]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[CUR_OWN2:.*]] = bufferization.dealloc (%[[CUR_BASE]] : memref<f32>) if (%[[CUR_OWN]]) retain (%[[CUR]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.cond_br %[[COND]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
//  CHECK-NEXT: ^[[BODY]]:
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//  CHECK-NEXT:   test.buffer_based in(%[[CUR]] : memref<4xf32>) out(%[[B]] : memref<4xf32>)
//       CHECK:   %[[CUR_BASE2:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[CUR]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D:.*]] = bufferization.dealloc (%[[CUR_BASE2]], %[[B]] : memref<f32>, memref<4xf32>) if (%[[CUR_OWN2]], %[[TRUE]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.br ^[[HEADER]](%{{.*}}, %[[B]], %[[D]] : index, memref<4xf32>, i1)
//  CHECK-NEXT: ^[[EXIT]]:
//  CHECK-NEXT:   test.copy(%[[CUR]], %[[OUT]])
//  CHECK-NEXT:   %[[CUR_BASE3:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[CUR]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[CUR_BASE3]] : memref<f32>) if (%[[CUR_OWN2]]){{$}}
//  CHECK-NEXT:   return
func.func @back_edge(%n: index, %a: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %a : index, memref<4xf32>)
^header(%i: index, %cur: memref<4xf32>):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%cur: memref<4xf32>) out(%b: memref<4xf32>)
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next, %b : index, memref<4xf32>)
^exit:
  test.copy(%cur, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// A do-while loop built from one cf.cond_br whose successors are the loop
// block itself (back edge) and the exit: the new buffer is forwarded on
// both edges (retained on both), the previous one freed whichever is taken,
// by the one dealloc both edges share (they retain the same values).

// CHECK-LABEL: func @do_while
//  CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>, %[[LIM:.*]]: f32)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   cf.br ^[[LOOP:bb[0-9]+]](%[[A]], %[[FALSE]] : memref<4xf32>, i1)
//       CHECK: ^[[LOOP]](%[[CUR:.*]]: memref<4xf32>, %[[CUR_OWN:.*]]: i1):
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc()
//       CHECK:   %[[COND:.*]] = arith.cmpf
//  CHECK-NEXT:   %[[CUR_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[CUR]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   %[[D:.*]] = bufferization.dealloc (%[[CUR_BASE]], %[[B]] : memref<f32>, memref<4xf32>) if (%[[CUR_OWN]], %[[TRUE]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.cond_br %[[COND]], ^[[LOOP]](%[[B]], %[[D]] : memref<4xf32>, i1), ^[[EXIT:bb[0-9]+]](%[[B]], %[[D]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: memref<4xf32>, %[[R_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[R]], %[[OUT]])
//  CHECK-NEXT:   %[[R_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[R_BASE]] : memref<f32>) if (%[[R_OWN]]){{$}}
//  CHECK-NEXT:   return
func.func @do_while(%a: memref<4xf32>, %out: memref<4xf32>, %lim: f32) {
  %c0 = arith.constant 0 : index
  cf.br ^body(%a : memref<4xf32>)
^body(%cur: memref<4xf32>):
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%cur: memref<4xf32>) out(%b: memref<4xf32>)
  %v = memref.load %b[%c0] : memref<4xf32>
  %c = arith.cmpf olt, %v, %lim : f32
  cf.cond_br %c, ^body(%b : memref<4xf32>), ^exit(%b : memref<4xf32>)
^exit(%r: memref<4xf32>):
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// Nested cf loops. The outer header allocates %o, used by the inner loop
// (a self-loop ^inner): %o is live in the inner loop, so the inner loop's
// back edge retains it under the ownership it had at the end of the outer
// header (its immediate dominator), and the inner loop's exit frees it.
// Each inner iteration frees its own %t.
//
//   bb0 -> outer(%i): %o = alloc --> done
//            |  ^
//            v  |
//   inner(%j): %t = alloc, cond_br inner | latch -> outer

// CHECK-LABEL: func @nested
//       CHECK: ^[[OUTER:bb[0-9]+]](%{{.*}}: index):
//  CHECK-NEXT:   %[[CI:.*]] = arith.cmpi slt
//  CHECK-NEXT:   %[[O:.*]] = memref.alloc()
//  CHECK-NEXT:   test.buffer_based
//  CHECK-NEXT:   %[[NOT_CI:.*]] = arith.cmpi sge
//  CHECK-NEXT:   %[[D_IN:.*]] = bufferization.dealloc (%[[O]] : memref<4xf32>) if (%[[CI]]) retain (%[[O]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   bufferization.dealloc (%[[O]] : memref<4xf32>) if (%[[NOT_CI]]){{$}}
//  CHECK-NEXT:   cf.cond_br %[[CI]], ^[[INNER:bb[0-9]+]](%{{.*}} : index), ^[[DONE:bb[0-9]+]]
//  CHECK-NEXT: ^[[INNER]](%{{.*}}: index):
//  CHECK-NEXT:   %[[CJ:.*]] = arith.cmpi slt
//  CHECK-NEXT:   %[[T:.*]] = memref.alloc()
//  CHECK-NEXT:   test.buffer_based in(%[[O]] : memref<4xf32>) out(%[[T]] : memref<4xf32>)
//  CHECK-NEXT:   arith.addi
//  CHECK-NEXT:   %[[NOT_CJ:.*]] = arith.cmpi sge
//  CHECK-NEXT:   %[[O_BACK:.*]] = arith.andi %[[D_IN]], %[[CJ]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[O]], %[[T]] : memref<4xf32>, memref<4xf32>) if (%[[O_BACK]], %[[CJ]]) retain (%[[O]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   %[[O_EXIT:.*]] = arith.andi %[[D_IN]], %[[NOT_CJ]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[O]], %[[T]] : memref<4xf32>, memref<4xf32>) if (%[[O_EXIT]], %[[NOT_CJ]]){{$}}
//  CHECK-NEXT:   cf.cond_br %[[CJ]], ^[[INNER]](%{{.*}} : index), ^[[LATCH:bb[0-9]+]]
//  CHECK-NEXT: ^[[LATCH]]:
//   CHECK-NOT:   %[[O]]
//       CHECK:   cf.br ^[[OUTER]]
//  CHECK-NEXT: ^[[DONE]]:
//  CHECK-NEXT:   return
func.func @nested(%n: index, %m: index, %a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %ci = arith.cmpi slt, %i, %n : index
  %o = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%o: memref<4xf32>)
  cf.cond_br %ci, ^inner(%c0 : index), ^done
^inner(%j: index):
  %cj = arith.cmpi slt, %j, %m : index
  %t = memref.alloc() : memref<4xf32>
  test.buffer_based in(%o: memref<4xf32>) out(%t: memref<4xf32>)
  %j1 = arith.addi %j, %c1 : index
  cf.cond_br %cj, ^inner(%j1 : index), ^latch
^latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^done:
  return
}
