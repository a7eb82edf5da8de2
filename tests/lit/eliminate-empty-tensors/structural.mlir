// The elimination's structural choices (`src/passes/eliminate_empty_tensors/
// sites.rs`): which uses of a destination make an insertion or a leaf not
// worth trying, and which do not. Each case costs one analysis (the check)
// when the choice foresees One-Shot's: a replacement made and kept, or none
// made.
// RUN: split-file %s %t
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-elimination-analyses)' %t/exclusive.mlir 2>&1 | FileCheck %t/exclusive.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-elimination-analyses)' %t/disjoint.mlir 2>&1 | FileCheck %t/disjoint.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-elimination-analyses)' %t/overwritten.mlir 2>&1 | FileCheck %t/overwritten.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-elimination-analyses)' %t/cf-loop.mlir 2>&1 | FileCheck %t/cf-loop.mlir
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-elimination-analyses)' %t/read-after.mlir 2>&1 | FileCheck %t/read-after.mlir

//--- exclusive.mlir
// The destination is read in the other branch of the scf.if: never after
// the insertion in one execution. Replaced, kept.
// CHECK: remark: empty-tensor elimination: 1 analyses
// CHECK-LABEL: func.func @exclusive(
// CHECK: scf.if
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0] [4] [1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
// CHECK: } else {
// CHECK: tensor.extract
func.func @exclusive(%d: tensor<16xf32>, %c: i1, %x: f32) -> (tensor<16xf32>, f32) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %c -> (tensor<16xf32>, f32) {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %i = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %i, %x : tensor<16xf32>, f32
  } else {
    %v = tensor.extract %d[%c1] : tensor<16xf32>
    scf.yield %d, %v : tensor<16xf32>, f32
  }
  return %r#0, %r#1 : tensor<16xf32>, f32
}

//--- disjoint.mlir
// A slice of the destination statically disjoint from the inserted one is
// read after the insertion: it reads nothing the insertion writes.
// Replaced, kept.
// CHECK: remark: empty-tensor elimination: 1 analyses
// CHECK-LABEL: func.func @disjoint(
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0] [4] [1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @disjoint(%d: tensor<16xf32>, %x: f32) -> (tensor<16xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %i = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %o = tensor.extract_slice %d[8] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %i, %o : tensor<16xf32>, tensor<4xf32>
}

//--- overwritten.mlir
// After the insertion the destination is only the init of an op that
// overwrites it without reading it (linalg.add): no read of the old value.
// Replaced, kept.
// CHECK: remark: empty-tensor elimination: 1 analyses
// CHECK-LABEL: func.func @overwritten(
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[0] [4] [1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4xf32>)
func.func @overwritten(%d: tensor<16xf32>, %a: tensor<16xf32>, %x: f32) -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %i = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %s = linalg.add ins(%a, %a : tensor<16xf32>, tensor<16xf32>) outs(%d : tensor<16xf32>) -> tensor<16xf32>
  return %i, %s : tensor<16xf32>, tensor<16xf32>
}

//--- cf-loop.mlir
// The insertion is in a cf loop that does not define its destination:
// it runs again on the same %d, whose old value it reads (One-Shot
// inserts into a copy). Not made.
// CHECK: remark: empty-tensor elimination: 0 analyses
// CHECK-LABEL: func.func @cf_loop(
// CHECK-NOT: tensor.extract_slice
func.func @cf_loop(%d: tensor<16xf32>, %x: f32, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %d : index, tensor<16xf32>)
^head(%i: index, %acc: tensor<16xf32>):
  %p = arith.cmpi slt, %i, %n : index
  cf.cond_br %p, ^body, ^exit
^body:
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %r : index, tensor<16xf32>)
^exit:
  return %acc : tensor<16xf32>
}

//--- read-after.mlir
// A view of the destination is read after the insertion: One-Shot
// inserts into a copy. Not made.
// CHECK: remark: empty-tensor elimination: 0 analyses
// CHECK-LABEL: func.func @read_after(
// CHECK-NOT: tensor.extract_slice %{{.*}}[0] [4] [1]
func.func @read_after(%d: tensor<16xf32>, %x: f32) -> (tensor<16xf32>, f32) {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %i = tensor.insert_slice %f into %d[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %o = tensor.extract_slice %d[0] [8] [1] : tensor<16xf32> to tensor<8xf32>
  %v = tensor.extract %o[%c1] : tensor<8xf32>
  return %i, %v : tensor<16xf32>, f32
}
