// Without FERROBUF_TEST_PASSES=1 the test passes are not registered, so
// users' --help shows only real passes.
// RUN: env -u FERROBUF_TEST_PASSES %ferrobuf-opt --help | FileCheck %s
// RUN: env FERROBUF_TEST_PASSES=0 %ferrobuf-opt --help | FileCheck %s

// CHECK: --ferrobuf-expand-realloc
// CHECK-NOT: ferrobuf-test
