// Options are printed back by --dump-pass-pipeline (and so by crash
// reproducers), and ferrobuf passes mix with upstream ones in one pipeline.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-expand-realloc{emit-deallocs=false},canonicalize),ferrobuf-test-options{mode=alpha numbers=4,5 label=x},cse)' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: builtin.module(
// CHECK-NEXT: func.func(
// CHECK-NEXT: ferrobuf-expand-realloc{emit-deallocs=false},
// CHECK-NEXT: canonicalize{
// CHECK-NEXT: ),
// CHECK-NEXT: ferrobuf-test-options{count=-1 flag=false label=x mode=alpha numbers={4,5} size=1024
// CHECK-NEXT: cse
// CHECK-NEXT: )

func.func @f() {
  return
}
