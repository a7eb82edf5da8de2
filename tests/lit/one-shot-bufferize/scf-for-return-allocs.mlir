// scf.for loops whose yielded value is not equivalent to the iter_arg. With
// allow-return-allocs-from-loops the analysis accepts them (without it,
// upstream fails with "Yield operand #0 is not equivalent to the
// corresponding iter bbArg", see errors.mlir and nonequivalent-yield.mlir).
// CHECK lines hold for both; OURS lines are ferrobuf's, UPSTREAM lines
// upstream MLIR 22's. Ferrobuf bufferizes a non-equivalent yield by copying
// it into the loop-carried buffer (option or not), so the loop result stays
// in the init's buffer: where the init is an argument bufferized in place,
// the result is equivalent to it (`__equivalent_func_args__`), while
// upstream yields a new allocation.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{test-analysis-only bufferize-function-boundaries allow-return-allocs-from-loops})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{test-analysis-only bufferize-function-boundaries allow-return-allocs-from-loops})' -split-input-file %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// The old iter_arg value %a is read after the first insert wrote it (in the
// same iteration): the first insert goes out of place, so the yielded value
// lives in a new buffer. The loop init stays in place. Upstream: the result
// is not equivalent to the argument (no __equivalent_func_args__), but %t
// is still read and written by the loop. Ferrobuf copies the yielded value
// back into %t's buffer: the result is equivalent to %t.
// CHECK-LABEL: func @for_iter_arg_read_after_write_in_body(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.extract {{.*}}{__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// OURS: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
// UPSTREAM: return {__inplace_operands_attr__ = ["true"]}
func.func @for_iter_arg_read_after_write_in_body(%t: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %a[%iv] : tensor<8xf32>
    %x = tensor.extract %a[%lb] : tensor<8xf32>
    %2 = tensor.insert %x into %1[%ub] : tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// The loop yields a value computed from another tensor %u, defined outside
// the loop and written inside it: that insert is out of place in every
// iteration (the loop repeats: each iteration inserts into the original
// %u, whose other elements it reads), and the yielded value is a new
// buffer (ferrobuf: copied into %t's buffer, so the result is equivalent
// to %t).
// CHECK-LABEL: func @for_yield_other_tensor(
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read-write"}
// CHECK-SAME: tensor<8xf32> {bufferization.access = "read"}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// OURS: return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]}
// UPSTREAM: return {__inplace_operands_attr__ = ["true"]}
func.func @for_yield_other_tensor(%t: tensor<8xf32>, %u: tensor<8xf32>, %lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %1 = tensor.insert %f into %u[%iv] : tensor<8xf32>
    scf.yield %1 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// Every iteration creates and yields a fresh tensor (empty + fill + insert,
// all in place in the new buffer).
// CHECK-LABEL: func @for_fresh_tensor_per_iteration(
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: tensor.empty{{[^{]*$}}
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: tensor.insert {{.*}}{__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]}
func.func @for_fresh_tensor_per_iteration(%lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %t = tensor.empty() : tensor<8xf32>
  %0 = scf.for %iv = %lb to %ub step %step iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %1 = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %2 = tensor.insert %f into %1[%iv] : tensor<8xf32>
    scf.yield %2 : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// A loop that yields its iter_args swapped (as in the spec's scf.for swap
// example): upstream writes nothing, so all operands are in place; the
// yields are not equivalent to their iter_args. Both arguments are
// annotated "read-write" because loop inits always count as written.
// Ferrobuf passes the two carried buffers around (the region arguments
// are yielded as they are, `permuted.rs`): nothing writes either init, so
// both arguments are only read and both inits stay in place; a result is
// either argument's buffer (which one depends on the trip count), so
// neither is equivalent to an argument. (Before, the second init was
// copied and the first result was claimed equivalent to %c, though after
// an odd number of iterations it was the copy of %d.)
// CHECK-LABEL: func @for_swap(
// OURS-SAME: tensor<5xf32> {bufferization.access = "read"}
// OURS-SAME: tensor<5xf32> {bufferization.access = "read"}
// UPSTREAM-SAME: tensor<5xf32> {bufferization.access = "read-write"}
// UPSTREAM-SAME: tensor<5xf32> {bufferization.access = "read-write"}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true", "true"]}
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true", "true"]}
// CHECK: return {__inplace_operands_attr__ = ["true", "true"]}
func.func @for_swap(%c: tensor<5xf32>, %d: tensor<5xf32>, %lb: index, %ub: index, %step: index) -> (tensor<5xf32>, tensor<5xf32>) {
  %a, %b = scf.for %iv = %lb to %ub step %step iter_args(%arg0 = %c, %arg1 = %d) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.yield %arg1, %arg0 : tensor<5xf32>, tensor<5xf32>
  }
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}
