// Unreachable blocks: no dealloc is inserted in them (they never run), but
// their terminators are kept valid: where a successor got i1 ownership
// arguments, an unreachable predecessor passes the constant false.
// Upstream MLIR 22 produces invalid IR for the first function (its branch
// from the unreachable block lacks the new ownership operand).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM: error: branch has 1 operands for successor #0, but target block has 2

// CHECK-LABEL: func @unreachable_pred
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   %[[D:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[TRUE]]) retain (%[[B]] : memref<4xf32>){{$}}
//  CHECK-NEXT:   cf.br ^[[EXIT:bb[0-9]+]](%[[B]], %[[D]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^{{bb[0-9]+}}:  // no predecessors
//  CHECK-NEXT:   %[[DEAD:.*]] = memref.alloc()
//  CHECK-NEXT:   cf.br ^[[EXIT]](%[[DEAD]], %[[FALSE]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^[[EXIT]](%[[R:.*]]: memref<4xf32>, %[[R_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[R]], %{{.*}})
//       CHECK:   %[[R_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[R_BASE]] : memref<f32>) if (%[[R_OWN]]){{$}}
//  CHECK-NEXT:   return
func.func @unreachable_pred(%a: memref<4xf32>, %out: memref<4xf32>) {
  %b = memref.alloc() : memref<4xf32>
  test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
  cf.br ^exit(%b : memref<4xf32>)
^dead:
  %d = memref.alloc() : memref<4xf32>
  cf.br ^exit(%d : memref<4xf32>)
^exit(%r: memref<4xf32>):
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}

// -----

// An unreachable return: left as is (no clone, no dealloc).

// CHECK-LABEL: func @unreachable_return
//       CHECK: ^{{bb[0-9]+}}:  // no predecessors
//  CHECK-NEXT:   %[[DEAD:.*]] = memref.alloc()
//  CHECK-NEXT:   return %[[DEAD]]{{([^[:alnum:]_]|$)}}
//       CHECK:   scf.if
//       CHECK:   return
func.func @unreachable_return() -> memref<4xf32> {
  %b = memref.alloc() : memref<4xf32>
  cf.br ^exit
^dead:
  %d = memref.alloc() : memref<4xf32>
  return %d : memref<4xf32>
^exit:
  return %b : memref<4xf32>
}

// -----

// An unreachable loop: its block gets its ownership argument and its back
// edge passes false.

// CHECK-LABEL: func @unreachable_loop
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   return
//  CHECK-NEXT: ^[[DEAD:bb[0-9]+]](%{{.*}}: memref<4xf32>, %{{.*}}: i1):  // pred: ^[[DEAD]]
//  CHECK-NEXT:   %[[D:.*]] = memref.alloc()
//  CHECK-NEXT:   cf.br ^[[DEAD]](%[[D]], %[[FALSE]] : memref<4xf32>, i1)
func.func @unreachable_loop(%a: memref<4xf32>) {
  return
^dead(%x: memref<4xf32>):
  %d = memref.alloc() : memref<4xf32>
  cf.br ^dead(%d : memref<4xf32>)
}
