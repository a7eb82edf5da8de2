// The pipeline on an unstructured cf loop (ferrobuf only: upstream's
// pipeline rejects it, "Only structured control-flow loops are
// supported."): every bufferization.dealloc is lowered; the buffer of each
// iteration is freed by the next iteration or at the loop exit, through the
// ownership block argument of the loop header. The loop header itself
// frees nothing (its one dealloc, shared by both edges, only retained the
// carried buffer and is simplified away), and the carried buffer keeps the
// header's ownership argument on both edges (no select); the body frees the previous buffer, after a runtime
// check that it is not the new one (the block argument's root is unknown
// to the simplification), and passes the new one with ownership true; the
// function argument enters the loop with ownership false.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' %s | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: Only structured control-flow loops are supported.

// CHECK-LABEL: func @back_edge
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   cf.br ^[[HEADER:bb[0-9]+]](%{{.*}}, %{{.*}}, %[[FALSE]] : index, memref<4xf32>, i1)
//       CHECK: ^[[HEADER]](%{{.*}}: index, %[[CUR:.*]]: memref<4xf32>, %[[CUR_OWN:.*]]: i1):
//   CHECK-NOT:   memref.dealloc
//   CHECK-NOT:   arith.select
//       CHECK:   cf.cond_br %{{.*}}, ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
//  CHECK-NEXT: ^[[BODY]]:
//  CHECK-NEXT:   %[[B:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   %[[CUR_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[CUR]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[FREE:.*]] = arith.andi %{{.*}}, %[[CUR_OWN]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if %[[FREE]] {
//  CHECK-NEXT:     memref.dealloc %[[CUR_BASE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   cf.br ^[[HEADER]](%{{.*}}, %[[B]], %[[TRUE]] : index, memref<4xf32>, i1)
//  CHECK-NEXT: ^[[EXIT]]:
//  CHECK-NEXT:   test.copy(%[[CUR]], %{{.*}})
//  CHECK-NEXT:   %[[CUR_BASE2:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[CUR]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   scf.if %[[CUR_OWN]] {
//  CHECK-NEXT:     memref.dealloc %[[CUR_BASE2]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return
//   CHECK-NOT: bufferization.dealloc
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
