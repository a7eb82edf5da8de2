// Registered pipelines: options parsed like pass options, expansion to a
// mix of ferrobuf and upstream passes, and clean errors.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-pipeline{repeat=2})' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-pipeline{repeat=99})' %s 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-pipeline{nope=1})' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-pipeline{emit-deallocs=false})' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT

// CHECK: builtin.module(
// CHECK-NEXT: ferrobuf-test-options{count=0
// CHECK-NEXT: ferrobuf-test-options{count=1
// CHECK-NEXT: canonicalize
// RANGE: pipeline 'ferrobuf-test-pipeline': repeat must be between 0 and 16, got 99
// UNKNOWN: invalid options for pipeline 'ferrobuf-test-pipeline'
// UNKNOWN-SAME: no such option nope
// DEFAULT: ferrobuf-expand-realloc{emit-deallocs=false}
// DEFAULT-NEXT: canonicalize

func.func @f() {
  return
}
