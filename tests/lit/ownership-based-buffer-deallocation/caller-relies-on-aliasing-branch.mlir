// The call-result aliasing check (caller-relies-on-aliasing.mlir) when the
// call runs in a branch of an scf.if whose result carries the call's
// result to the read. The read sees the result of the branch's last run,
// made after everything in that run before the call: a write of the
// argument in the branch matters only when it may come after the call and
// before the yield of the result (the fuzzer's seed 11293 @t39 was refused
// although its write came before the call). Writes after the call, or
// after the scf.if, are still reported.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file -verify-diagnostics | FileCheck %s

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
memref.global "private" constant @g : memref<4xi64> = dense<7>
// The write of the argument precedes the call in the branch; the loop
// runs the branch again, but every read of %y sees the latest run.
// CHECK-LABEL: func.func @write_before_call_in_branch
// CHECK: call @id
// CHECK: bufferization.dealloc
func.func @write_before_call_in_branch(%x: memref<4xi64>, %c: i1, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s0 = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s0) -> (i64) {
    %y = scf.if %c -> (memref<4xi64>) {
      %g = memref.get_global @g : memref<4xi64>
      scf.yield %g : memref<4xi64>
    } else {
      memref.store %k, %x[%c0] : memref<4xi64>
      %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
      scf.yield %r : memref<4xi64>
    }
    %v = memref.load %y[%c0] : memref<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %sum : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
memref.global "private" constant @g : memref<4xi64> = dense<7>
// The write is in the other branch: a run of the scf.if that writes yields
// the global, one that yields the result ran the call after any write.
// CHECK-LABEL: func.func @write_in_other_branch
// CHECK: call @id
func.func @write_in_other_branch(%x: memref<4xi64>, %c: i1, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s0 = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s0) -> (i64) {
    %y = scf.if %c -> (memref<4xi64>) {
      memref.store %k, %x[%c0] : memref<4xi64>
      %g = memref.get_global @g : memref<4xi64>
      scf.yield %g : memref<4xi64>
    } else {
      %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
      scf.yield %r : memref<4xi64>
    }
    %v = memref.load %y[%c0] : memref<4xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %sum : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
memref.global "private" constant @g : memref<4xi64> = dense<7>
// The write follows the call in the branch that yields its result: the
// clone would not see it.
func.func @write_after_call_in_branch(%x: memref<4xi64>, %c: i1, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %y = scf.if %c -> (memref<4xi64>) {
    %g = memref.get_global @g : memref<4xi64>
    scf.yield %g : memref<4xi64>
  } else {
    // expected-error @+1 {{result #0 of @id aliases its argument #0, and this caller writes through one and then reads through the other}}
    %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
    memref.store %k, %x[%c0] : memref<4xi64>
    scf.yield %r : memref<4xi64>
  }
  %v = memref.load %y[%c0] : memref<4xi64>
  return %v : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
memref.global "private" constant @g : memref<4xi64> = dense<7>
// The write follows the scf.if: it is reported as before.
func.func @write_after_branch(%x: memref<4xi64>, %c: i1, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %y = scf.if %c -> (memref<4xi64>) {
    %g = memref.get_global @g : memref<4xi64>
    scf.yield %g : memref<4xi64>
  } else {
    memref.store %k, %x[%c0] : memref<4xi64>
    // expected-error @+1 {{result #0 of @id aliases its argument #0, and this caller writes through one and then reads through the other}}
    %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
    scf.yield %r : memref<4xi64>
  }
  memref.store %k, %x[%c0] : memref<4xi64>
  %v = memref.load %y[%c0] : memref<4xi64>
  return %v : i64
}

// -----

func.func @id(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
memref.global "private" constant @g : memref<4xi64> = dense<7>
// The result is carried to the next iteration by the loop: the read may
// see an older run's result, after the write in a later run's branch.
func.func @carried_by_loop(%x: memref<4xi64>, %c: i1, %n: index, %k: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g0 = memref.get_global @g : memref<4xi64>
  %s0 = arith.constant 0 : i64
  %last, %sum = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %g0, %acc = %s0) -> (memref<4xi64>, i64) {
    %v = memref.load %prev[%c0] : memref<4xi64>
    %y = scf.if %c -> (memref<4xi64>) {
      scf.yield %prev : memref<4xi64>
    } else {
      memref.store %k, %x[%c0] : memref<4xi64>
      // expected-error @+1 {{result #0 of @id aliases its argument #0, and this caller writes through one and then reads through the other}}
      %r = func.call @id(%x) : (memref<4xi64>) -> memref<4xi64>
      scf.yield %r : memref<4xi64>
    }
    %a = arith.addi %acc, %v : i64
    scf.yield %y, %a : memref<4xi64>, i64
  }
  return %sum : i64
}
