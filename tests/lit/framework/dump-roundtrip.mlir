// The printed pipeline parses back to the same pipeline.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-expand-realloc{emit-deallocs=false}),ferrobuf-test-options{mode=gamma words=p,q})' --dump-pass-pipeline %s -o /dev/null 2> %t.dump
// RUN: %ferrobuf-opt --pass-pipeline="$(sed -n '2,/^$/p' %t.dump | tr '\n' ' ')" --dump-pass-pipeline %s -o /dev/null 2> %t.dump2
// RUN: diff %t.dump %t.dump2

func.func @f() {
  return
}
