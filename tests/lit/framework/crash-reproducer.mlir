// A failing ferrobuf pass produces a crash reproducer whose pipeline holds
// the ferrobuf passes with all their options, and which replays (with
// mlir-opt --run-reproducer) to the same failure.
// RUN: not %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{mode=gamma numbers=1,2},ferrobuf-test-failures))' --mlir-pass-pipeline-crash-reproducer=%t.repro %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RUN1
// RUN: FileCheck %s --check-prefix=REPRO < %t.repro
// RUN: not %ferrobuf-opt --run-reproducer %t.repro -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPLAY

// RUN1: error: fail here
// RUN1: reproducer generated at
// REPRO: pipeline: "builtin.module(func.func(ferrobuf-test-options{count=-1 flag=false label=none mode=gamma numbers={1,2} size=1024 },ferrobuf-test-failures))"
// REPLAY: error: fail here

func.func @f() {
  %c = arith.constant {ferrobuf.test_error = "fail here"} 0 : index
  return
}
