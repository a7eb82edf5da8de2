// Panics are caught per function even with many functions processed in
// parallel; the other functions still finish and the process exits cleanly
// with failure.
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-failures))' %s 2>&1 | FileCheck %s
// RUN: not %ferrobuf-opt --mlir-disable-threading --pass-pipeline='builtin.module(func.func(ferrobuf-test-failures))' %s 2>&1 | FileCheck %s

// CHECK-COUNT-4: ferrobuf internal error in pass 'ferrobuf-test-failures'
// CHECK-NOT: Stack dump

func.func @a() {
  %c = arith.constant {ferrobuf.test_panic} 0 : index
  return
}
func.func @b() {
  %c = arith.constant {ferrobuf.test_panic} 1 : index
  return
}
func.func @ok1() {
  return
}
func.func @c() {
  %c = arith.constant {ferrobuf.test_panic} 2 : index
  return
}
func.func @d() {
  %c = arith.constant {ferrobuf.test_panic} 3 : index
  return
}
func.func @ok2() {
  return
}
