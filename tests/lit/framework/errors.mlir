// Pass errors are located MLIR diagnostics, and a panic inside a pass
// becomes an error on the op being processed plus a pass failure, never a
// crash.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-failures))' %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-failures))' %s -split-input-file 2>&1 | FileCheck %s

func.func @located_error() {
  // expected-error @below {{the op that failed}}
  %c = arith.constant {ferrobuf.test_error = "the op that failed"} 0 : index
  return
}

// -----

// expected-error @below {{ferrobuf internal error in pass 'ferrobuf-test-failures': test panic requested at arith.constant}}
func.func @panics() {
  %c = arith.constant {ferrobuf.test_panic} 0 : index
  return
}

// -----

// Functions without marks are untouched.
func.func @fine() {
  return
}

// CHECK: error: the op that failed
// CHECK: error: ferrobuf internal error in pass 'ferrobuf-test-failures'
// CHECK-NOT: Stack dump
// CHECK-NOT: PLEASE submit a bug report
