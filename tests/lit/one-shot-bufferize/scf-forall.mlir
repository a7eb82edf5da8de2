// One-Shot Analysis of scf.forall (parallel loop). shared_outs are
// bufferized like iter_args (the forall op's annotation lists its
// shared_outs inits); tensor.parallel_insert_slice in the terminator writes
// the shared_out. A write inside the parallel region to a tensor defined
// outside it is a conflict (the buffer would be shared by all threads and
// must be privatized), unless check-parallel-regions=false.
// Every CHECK is what upstream MLIR 22's one-shot-bufferize outputs; CHECK
// lines hold for both option sets, PAR for the default
// check-parallel-regions=true, NOPAR for check-parallel-regions=false.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,PAR
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,PAR
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries check-parallel-regions=false})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,NOPAR
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries check-parallel-regions=false})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,NOPAR

// Each thread fills its own tile of the shared_out (matching
// extract_slice/parallel_insert_slice pair): all in place.
// CHECK-LABEL: func @forall_shared_out(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: } {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @forall_shared_out(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %o[%off][4][1] : tensor<16xf32> to tensor<4xf32>
    %1 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off][4][1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}

// -----

// Every thread fills %u, a tensor defined outside the forall: with the
// parallel-region check, the fill goes out of place (a private buffer per
// thread); without it, it is in place (threads race on %u's buffer).
// CHECK-LABEL: func @forall_write_outside_value(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
//   PAR-SAME: tensor<4xf32> {bufferization.access = "none"}
// NOPAR-SAME: tensor<4xf32> {bufferization.access = "write"}
//   PAR: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// NOPAR: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: } {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @forall_write_outside_value(%t: tensor<16xf32>, %u: tensor<4xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %1 = linalg.fill ins(%f : f32) outs(%u : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off][4][1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}

// -----

// The shared_out init %t is read after the forall, which writes it: the
// init goes out of place (independent of check-parallel-regions).
// CHECK-LABEL: func @forall_init_read_after(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read"}
// CHECK: tensor.extract_slice {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: } {__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "none"]}
func.func @forall_init_read_after(%t: tensor<16xf32>, %f: f32, %j: index) -> (tensor<16xf32>, f32) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %o[%off][4][1] : tensor<16xf32> to tensor<4xf32>
    %1 = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off][4][1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  %r = tensor.extract %t[%j] : tensor<16xf32>
  return %0, %r : tensor<16xf32>, f32
}

// -----

// A tensor created inside the parallel region (private to the thread) is
// written in place.
// CHECK-LABEL: func @forall_local_tensor(
// CHECK-SAME: tensor<16xf32> {bufferization.access = "read-write"}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.parallel_insert_slice {{.*}}{__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK: } {__inplace_operands_attr__ = ["true"]}
// CHECK: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
func.func @forall_local_tensor(%t: tensor<16xf32>, %f: f32) -> tensor<16xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %e = tensor.empty() : tensor<4xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%off][4][1] : tensor<4xf32> into tensor<16xf32>
    }
  }
  return %0 : tensor<16xf32>
}
