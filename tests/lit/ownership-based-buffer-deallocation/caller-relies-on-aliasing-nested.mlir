// The call-result aliasing check (caller-relies-on-aliasing.mlir) when the
// pass runs on each function (nested in func.func(...)): MLIR runs it on
// the functions in parallel, each thread rewriting its own function, so a
// caller's run must not read a callee's body (it may be half rewritten;
// reading it crashed the nested pipeline on CI). The callee's aliasing is
// then unknown: a caller that writes a result and then reads an argument
// gets a warning (the result may alias it), never the module run's error,
// and never a silent change. A run on the module sees every body: @fresh
// returns a new buffer (no report), @id returns its argument (error).
// RUN: split-file %s %t
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %t/module.mlir -split-input-file -verify-diagnostics -o /dev/null
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-ownership-based-buffer-deallocation))' %t/nested.mlir -split-input-file -verify-diagnostics -o /dev/null
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-pipeline))' %t/nested.mlir -split-input-file -verify-diagnostics -o /dev/null

//--- module.mlir
func.func @fresh(%m: memref<4xi64>) -> memref<4xi64> {
  %a = memref.alloc() : memref<4xi64>
  memref.copy %m, %a : memref<4xi64> to memref<4xi64>
  return %a : memref<4xi64>
}
func.func @caller(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %r = call @fresh(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @caller(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{result #0 of @id aliases its argument #0, and this caller writes through one and then reads through the other}}
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}

//--- nested.mlir
func.func @fresh(%m: memref<4xi64>) -> memref<4xi64> {
  %a = memref.alloc() : memref<4xi64>
  memref.copy %m, %a : memref<4xi64> to memref<4xi64>
  return %a : memref<4xi64>
}
func.func @caller(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-warning @+1 {{result #0 of @fresh may alias its argument #0, and this caller may write through one and then read through the other}}
  %r = call @fresh(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}
// Only reads after the call: nothing to report.
func.func @reader(%x: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %r = call @fresh(%x) : (memref<4xi64>) -> memref<4xi64>
  %v = memref.load %r[%c0] : memref<4xi64>
  %w = memref.load %x[%c0] : memref<4xi64>
  %s = arith.addi %v, %w : i64
  return %s : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
func.func @caller(%x: memref<4xi64>, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  // expected-warning @+1 {{result #0 of @id may alias its argument #0}}
  %r = call @id(%x) : (memref<4xi64>) -> memref<4xi64>
  memref.store %k, %r[%c0] : memref<4xi64>
  %v = memref.load %x[%c0] : memref<4xi64>
  return %v : i64
}
