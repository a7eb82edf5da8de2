// The plugin loads into stock mlir-opt 22 and lists its passes, options and
// pipelines in --help (a plugin that fails to load is only warned about, so
// this test is what proves it loaded).
// RUN: %ferrobuf-opt --help 2>&1 | FileCheck %s
// RUN: %ferrobuf-opt --help 2>&1 | FileCheck %s --check-prefix=NOWARN

// Passes come first, then pass pipelines. Test passes are listed because
// lit sets FERROBUF_TEST_PASSES=1.
// CHECK: Passes:
// CHECK: --ferrobuf-expand-realloc
// CHECK-SAME: Expand memref.realloc
// CHECK-NEXT: --emit-deallocs
// CHECK: --ferrobuf-test-options
// CHECK: --mode=<value>
// CHECK-NEXT: =alpha
// CHECK-NEXT: =beta
// CHECK-NEXT: =gamma
// CHECK: Pass Pipelines:
// CHECK: --ferrobuf-pipeline
// CHECK-NEXT: --emit-deallocs
// CHECK: --ferrobuf-test-pipeline
// CHECK-NEXT: --repeat=<long>
// NOWARN-NOT: Failed to load passes
