// ferrobuf-merge-blocks: a block entered only by an unconditional cf.br
// joins its predecessor (arguments replaced by the branch operands, chains
// merged completely); blocks with several predecessor edges, conditional
// branches, self-loops and the operands of a branch defined in its own
// target stay. The second RUN checks that canonicalize would merge the
// same blocks (it also erases unreachable ones, not used here).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-merge-blocks)' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-merge-blocks,canonicalize)' %s -split-input-file | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func @chain(
//  CHECK-SAME:     %[[M:.*]]: memref<4xf32>, %[[X:.*]]: f32
//   CHECK-NOT:   ^bb
//       CHECK:   %[[C:.*]] = arith.constant 1 : index
//       CHECK:   memref.store %[[X]], %[[M]][%[[C]]]
//       CHECK:   %[[L:.*]] = memref.load %[[M]][%[[C]]]
//       CHECK:   return %[[L]]{{([^[:alnum:]_]|$)}}
// CANON-LABEL: func @chain(
//   CANON-NOT:   ^bb
func.func @chain(%m: memref<4xf32>, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%m, %x : memref<4xf32>, f32)
^bb2(%b: memref<4xf32>):
  %l = memref.load %b[%c1] : memref<4xf32>
  return %l : f32
^bb1(%a: memref<4xf32>, %y: f32):
  memref.store %y, %a[%c1] : memref<4xf32>
  cf.br ^bb2(%a : memref<4xf32>)
}

// -----

// Two edges into ^bb3 (one from each branch of the diamond), and a
// conditional branch: only the diamond's arms have one predecessor, and
// they are entered by cf.cond_br, so nothing merges.
// CHECK-LABEL: func @diamond(
//       CHECK:   cf.cond_br
//       CHECK: ^bb1:
//       CHECK:   cf.br ^bb3
//       CHECK: ^bb2:
//       CHECK:   cf.br ^bb3
//       CHECK: ^bb3(
// CANON-LABEL: func @diamond(
func.func @diamond(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<4xf32>)
^bb2:
  cf.br ^bb3(%b : memref<4xf32>)
^bb3(%r: memref<4xf32>):
  return %r : memref<4xf32>
}

// -----

// A loop header has two predecessor edges (entry and latch); the latch's
// successor ^bb3 has one (the conditional exit) and is entered by
// cf.cond_br. The body block ^bb2 is entered by cf.cond_br too. Nothing
// merges; a block branching to itself never merges into itself.
// CHECK-LABEL: func @loop(
//       CHECK:   cf.br ^bb1
//       CHECK: ^bb1(
//       CHECK:   cf.cond_br
//       CHECK: ^bb2:
//       CHECK:   cf.br ^bb1
//       CHECK: ^bb3:
//       CHECK:   return
// CHECK-LABEL: func @self_loop(
//       CHECK: ^bb1(
//       CHECK:   cf.br ^bb1
// CANON-LABEL: func @loop(
func.func @loop(%n: index, %m: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %p = arith.cmpi slt, %i, %n : index
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  memref.store %x, %m[%i] : memref<?xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  return
}

func.func @self_loop(%m: memref<4xf32>) {
  cf.br ^bb1(%m : memref<4xf32>)
^bb1(%a: memref<4xf32>):
  cf.br ^bb1(%a : memref<4xf32>)
}

// -----

// Regions of nested ops merge too (here an scf.execute_region); the
// branch into ^bb1 passes a value defined before it.
// CHECK-LABEL: func @nested(
//       CHECK:   scf.execute_region
//   CHECK-NOT:   ^bb
//       CHECK:   %[[V:.*]] = memref.load
//       CHECK:   scf.yield %[[V]]{{([^[:alnum:]_]|$)}}
// CANON-LABEL: func @nested(
//   CANON-NOT:   ^bb
func.func @nested(%m: memref<4xf32>) -> f32 {
  %r = scf.execute_region -> f32 {
    %c2 = arith.constant 2 : index
    cf.br ^bb1(%c2 : index)
  ^bb1(%i: index):
    %v = memref.load %m[%i] : memref<4xf32>
    scf.yield %v : f32
  }
  return %r : f32
}
