// Buffers upstream saves that ferrobuf used to spend, found by the
// One-Shot fuzzer's count comparison (tests/bufferize_fuzz.rs): each case
// now allocates and copies no more than upstream.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries test-analysis-only})' -split-input-file %s | FileCheck %s --check-prefix=ANALYSIS
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// A linalg.copy of a tensor onto itself stores what the buffer holds: in
// place though the old value is read after it.
// ANALYSIS-LABEL: func @copy_onto_itself(
// ANALYSIS: linalg.copy {__inplace_operands_attr__ = ["true", "true"]}
// The bufferized copy would copy a buffer onto itself: it is dropped.
// CHECK-LABEL: func @copy_onto_itself(
// CHECK-COUNT-1: memref.alloc(
// CHECK-NOT: memref.alloc(
// CHECK-NOT: linalg.copy
func.func @copy_onto_itself(%n: index) -> (i64, tensor<?x6xi64>) {
  %e = tensor.empty(%n) : tensor<?x6xi64>
  %c = arith.constant 3 : i64
  %a = linalg.fill ins(%c : i64) outs(%e : tensor<?x6xi64>) -> tensor<?x6xi64>
  %b = linalg.copy ins(%a : tensor<?x6xi64>) outs(%a : tensor<?x6xi64>) -> tensor<?x6xi64>
  %x = tensor.extract %a[%n, %n] : tensor<?x6xi64>
  return %x, %b : i64, tensor<?x6xi64>
}

// -----

// An input whose payload argument is unused is not read: the fill of %a
// may go in place before the generic (as upstream).
// ANALYSIS-LABEL: func @unused_input(
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK-LABEL: func @unused_input(
// CHECK-NOT: memref.alloc(
// CHECK: return
func.func @unused_input(%a: tensor<4xi64>, %b: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  %c = arith.constant 2 : i64
  %f = linalg.fill ins(%c : i64) outs(%a : tensor<4xi64>) -> tensor<4xi64>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi64>) outs(%b : tensor<4xi64>) {
  ^bb0(%in: i64, %out: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  } -> tensor<4xi64>
  return %f, %g : tensor<4xi64>, tensor<4xi64>
}

// -----

// An elementwise op reading a fill's result and writing the fill's init:
// one buffer once the fill goes in place, and elementwise ops may read and
// write one buffer.
// ANALYSIS-LABEL: func @elementwise_after_fill(
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS: linalg.generic
// ANALYSIS-SAME: __inplace_operands_attr__ = ["true", "true"]
// CHECK-LABEL: func @elementwise_after_fill(
// CHECK-COUNT-1: memref.alloc(
// CHECK-NOT: memref.alloc(
func.func @elementwise_after_fill(%n: index) -> tensor<?xi64> {
  %e = tensor.empty(%n) : tensor<?xi64>
  %c = arith.constant 21 : i64
  %f = linalg.fill ins(%c : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%f : tensor<?xi64>) outs(%e : tensor<?xi64>) {
  ^bb0(%in: i64, %out: i64):
    %v = arith.addi %in, %in : i64
    linalg.yield %v : i64
  } -> tensor<?xi64>
  return %g : tensor<?xi64>
}

// -----

// A loop init whose contents nobody reads (the iter_arg is not read and
// the loop runs at least once) gets a buffer without a copy; the buffer
// allocated in the iteration is passed on.
// CHECK-LABEL: func @unread_init(
// CHECK: memref.alloc()
// CHECK-NOT: memref.copy
// CHECK: scf.for
// CHECK-NOT: memref.copy
// CHECK: scf.yield
func.func @unread_init(%t: tensor<2x2xi64>) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<2x2xi64>) {
    %e = tensor.empty() : tensor<2x2xi64>
    %v = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
    scf.yield %f : tensor<2x2xi64>
  }
  return %r, %t : tensor<2x2xi64>, tensor<2x2xi64>
}

// -----

// The same loop when it may run zero times: its result is then the init,
// so the init is copied.
// CHECK-LABEL: func @unread_init_zero_trips(
// CHECK: memref.alloc()
// CHECK: memref.copy
// CHECK: scf.for
func.func @unread_init_zero_trips(%t: tensor<2x2xi64>, %n: index) -> (tensor<2x2xi64>, tensor<2x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<2x2xi64>) {
    %e = tensor.empty() : tensor<2x2xi64>
    %v = arith.index_cast %i : index to i64
    %f = linalg.fill ins(%v : i64) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
    scf.yield %f : tensor<2x2xi64>
  }
  return %r, %t : tensor<2x2xi64>, tensor<2x2xi64>
}

// -----

// A constant yielded in a loop is copied back straight from its global (a
// global is never a loop-carried buffer): no temporary.
// CHECK-LABEL: func @yield_constant(
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}})
// CHECK-NEXT: %[[G:.*]] = memref.get_global
// CHECK-NEXT: memref.copy %[[G]], %[[A]]
// CHECK-NEXT: scf.yield %[[A]]
func.func @yield_constant(%t: tensor<2x3xi64>, %n: index) -> tensor<2x3xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<2x3xi64>) {
    %k = arith.constant dense<1> : tensor<2x3xi64>
    scf.yield %k : tensor<2x3xi64>
  }
  return %r : tensor<2x3xi64>
}

// -----

// A cast between memrefs with one layout changes only sizes: a
// memref.cast, no copy.
// CHECK-LABEL: func @cast_back_to_static(
// CHECK-NOT: memref.copy
// CHECK: return
func.func @cast_back_to_static() -> i64 {
  %k = arith.constant dense<[[8, 40]]> : tensor<1x2xi64>
  %d = tensor.cast %k : tensor<1x2xi64> to tensor<?x?xi64>
  %s = tensor.cast %d : tensor<?x?xi64> to tensor<1x2xi64>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %s[%c0, %c0] : tensor<1x2xi64>
  return %x : i64
}
