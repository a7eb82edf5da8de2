// Rewriting of calls, call cycles and constants (issue 21, causes 4-6).
// Each case failed on the build before the fix: invalid IR, a panic, or a
// call result replaced by a buffer that is not the callee's result.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' -split-input-file %s | FileCheck %s

// A result that the callee's analysis finds equivalent to its argument,
// but returned as a collapse_shape of a copy (the strided argument is
// copied to an identity layout first): the caller uses the call's result,
// not its own buffer (which has another shape, and never sees the write).
// CHECK-LABEL: func @collapse_write(
// CHECK: memref.copy
// CHECK: %[[C:.*]] = memref.collapse_shape
// CHECK: memref.store %{{.*}}, %[[C]]{{([^[:alnum:]_]|$)}}
// CHECK: return %[[C]]{{([^[:alnum:]_]|$)}}
// CHECK-LABEL: func @use_collapse_write(
// CHECK: %[[R:.*]] = call @collapse_write(%{{.*}})
// CHECK: memref.load %[[R]]{{([^[:alnum:]_]|$)}}
func.func @collapse_write(%t: tensor<2x2xi64>, %k: i64) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %w = tensor.insert %k into %c[%c0] : tensor<4xi64>
  return %w : tensor<4xi64>
}
func.func @use_collapse_write(%t: tensor<2x2xi64>, %k: i64, %i: index) -> i64 {
  %r = func.call @collapse_write(%t, %k) : (tensor<2x2xi64>, i64) -> tensor<4xi64>
  %x = tensor.extract %r[%i] : tensor<4xi64>
  return %x : i64
}

// -----

// A result that is exactly the argument: the caller's own buffer stands
// for it.
// CHECK-LABEL: func @use_cast_id(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xi64, strided<[?], offset: ?>>
// CHECK: call @cast_id(%[[T]])
// CHECK: memref.load %[[T]]{{([^[:alnum:]_]|$)}}
func.func @cast_id(%t: tensor<4xi64>) -> tensor<4xi64> {
  return %t : tensor<4xi64>
}
func.func @use_cast_id(%t: tensor<4xi64>, %i: index) -> i64 {
  %r = func.call @cast_id(%t) : (tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %r[%i] : tensor<4xi64>
  return %x : i64
}

// -----

// One argument returned twice: the two results are one buffer; writing the
// first while the second is read later copies.
// CHECK-LABEL: func @use_twice(
// CHECK: call @twice
// CHECK: %[[A:.*]] = memref.alloc
// CHECK: memref.copy %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: memref.store %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
func.func @twice(%t: tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>) {
  return %t, %t : tensor<4xi64>, tensor<4xi64>
}
func.func @use_twice(%t: tensor<4xi64>, %k: i64, %i: index) -> (tensor<4xi64>, i64) {
  %r:2 = func.call @twice(%t) : (tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  %w = tensor.insert %k into %r#0[%i] : tensor<4xi64>
  %x = tensor.extract %r#1[%i] : tensor<4xi64>
  return %w, %x : tensor<4xi64>, i64
}

// -----

// A call cycle: the signature is bufferized before the bodies, results
// fully dynamic (as upstream), so the recursive call is on buffers.
// CHECK-LABEL: func @rec(
// CHECK-SAME: %[[T:[^:]*]]: memref<4xi64, strided<[?], offset: ?>>, %{{.*}}: index) -> memref<4xi64, strided<[?], offset: ?>>
// CHECK: func.call @rec(%{{.*}}, %{{.*}}) : (memref<4xi64, strided<[?], offset: ?>>, index) -> memref<4xi64, strided<[?], offset: ?>>
// CHECK-NOT: tensor
func.func @rec(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %p -> tensor<4xi64> {
    scf.yield %t : tensor<4xi64>
  } else {
    %m = arith.subi %n, %c1 : index
    %i = arith.index_cast %n : index to i64
    %t2 = tensor.insert %i into %t[%c0] : tensor<4xi64>
    %s = func.call @rec(%t2, %m) : (tensor<4xi64>, index) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// -----

// Mutual recursion with identity layouts: fixed identity result types.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' -split-input-file %s | FileCheck %s --check-prefix=ID
// ID-LABEL: func @even(
// ID-SAME: memref<4xi64>, %{{.*}}: index) -> memref<4xi64>
// ID: call @odd(%{{.*}}, %{{.*}}) : (memref<4xi64>, index) -> memref<4xi64>
// ID-LABEL: func @odd(
// ID: call @even(%{{.*}}, %{{.*}}) : (memref<4xi64>, index) -> memref<4xi64>
func.func @even(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %p -> tensor<4xi64> {
    scf.yield %t : tensor<4xi64>
  } else {
    %m = arith.subi %n, %c1 : index
    %s = func.call @odd(%t, %m) : (tensor<4xi64>, index) -> tensor<4xi64>
    scf.yield %s : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}
func.func @odd(%t: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %s = func.call @even(%t, %m) : (tensor<4xi64>, index) -> tensor<4xi64>
  return %s : tensor<4xi64>
}

// -----

// A complex constant: the global's name needs quotes (it panicked).
// CHECK: memref.global "private" constant @"__constant_2xcomplex<f32>" : memref<2xcomplex<f32>> = dense<(1.000000e+00,2.000000e+00)>
// CHECK-LABEL: func @complex_constant(
// CHECK: memref.get_global @"__constant_2xcomplex<f32>"
func.func @complex_constant(%i: index) -> complex<f32> {
  %c = arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>
  %x = tensor.extract %c[%i] : tensor<2xcomplex<f32>>
  return %x : complex<f32>
}

// -----

// A constant in a function of a nested module: its global goes into that
// module's symbol table (it went into the outer one: unresolved symbol).
// CHECK-LABEL: module @inner
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64
// CHECK: func.func @g(
// CHECK: memref.get_global @__constant_2xi64
module @inner {
  func.func @g(%i: index) -> i64 {
    %c = arith.constant dense<[1, 2]> : tensor<2xi64>
    %x = tensor.extract %c[%i] : tensor<2xi64>
    return %x : i64
  }
}

// -----

// A function returning a constant returns its read-only global: a caller
// writing the result writes a copy (it wrote the global; upstream does).
// CHECK-LABEL: func @table(
// CHECK: memref.get_global
// CHECK-LABEL: func @write_table(
// CHECK: %[[R:.*]] = call @table()
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: memref.copy %[[R]], %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: memref.store %{{.*}}, %[[A]]{{([^[:alnum:]_]|$)}}
func.func @table() -> tensor<3xi64> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  return %c : tensor<3xi64>
}
func.func @write_table(%k: i64) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %t = func.call @table() : () -> tensor<3xi64>
  %w = tensor.insert %k into %t[%c0] : tensor<3xi64>
  return %w : tensor<3xi64>
}
