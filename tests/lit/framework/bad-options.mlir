// Bad option values and unknown options are clean errors (exit code 1 is
// checked in tests/plugin.rs), never crashes.
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{mode=delta}))' %s 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{count=abc}))' %s 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{size=-1}))' %s 2>&1 | FileCheck %s --check-prefix=UINT
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{flag=maybe}))' %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{bogus=1}))' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-expand-realloc{emit-deallocs=2})' %s 2>&1 | FileCheck %s --check-prefix=REALLOC
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-failures)' %s 2>&1 | FileCheck %s --check-prefix=ANCHOR

// ENUM: Cannot find option named 'delta'
// ENUM: failed to add `ferrobuf-test-options` with options `mode=delta`
// INT: 'abc' value invalid
// UINT: '-1' value invalid
// BOOL: 'maybe' is invalid value for boolean argument
// UNKNOWN: no such option bogus
// REALLOC: '2' is invalid value for boolean argument
// ANCHOR: Can't add pass 'ferrobuf-test-failures' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?

func.func @f() {
  return
}
