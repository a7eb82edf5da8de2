// Typed options: defaults, every kind parsed from {name=value}, and the
// values the pass sees (reported as remarks by the test pass).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options))' %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{flag=true count=-42 size=18446744073709551615 label="a b" mode=gamma numbers=1,-2,3 words=x,y}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SET
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-test-options{flag}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BARE

// expected-remark @below {{flag=false count=-1 size=1024 label='none' mode=beta numbers=[] words=[]}}
func.func @defaults() {
  return
}

// SET: remark: flag=true count=-42 size=18446744073709551615 label='a b' mode=gamma numbers=[1, -2, 3] words=["x", "y"]
// BARE: remark: flag=true count=-1
