// The expansion of ferrobuf-buffer-deallocation-pipeline, printed by
// --dump-pass-pipeline: the spec's recommended deallocation pipeline with
// ferrobuf's passes (and upstream's canonicalize and cse), the
// private-function-dynamic-ownership option forwarded to the ownership
// pass. Upstream's buffer-deallocation-pipeline (last RUN) also runs a
// canonicalize between expand-realloc and the ownership pass; ferrobuf's
// ownership pass handles the scf.if the expansion leaves, so it skips it.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline{private-function-dynamic-ownership=false})' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline{private-function-dynamic-ownership=true})' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,DYN
// RUN: mlir-opt --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// On a module, the realloc expansion and the simplification run on each op
// isolated from above in it (functions, nested modules) in parallel; nested
// in func.func (or any op), the same passes run flat on that op, like
// upstream's pipeline does everywhere.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation-pipeline))' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-pipeline))' --dump-pass-pipeline %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPSTREAM-FUNC

//      CHECK: builtin.module(
// CHECK-NEXT:   any(
// CHECK-NEXT:     ferrobuf-expand-realloc{emit-deallocs=false}
// CHECK-NEXT:   ),
// DEFAULT-NEXT:   ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},
//    DYN-NEXT:   ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true},
// CHECK-NEXT:   canonicalize{
// CHECK-NEXT:   any(
// CHECK-NEXT:     ferrobuf-buffer-deallocation-simplification
// CHECK-NEXT:   ),
// CHECK-NEXT:   ferrobuf-bufferization-lower-deallocations,
// CHECK-NEXT:   cse,
// CHECK-NEXT:   canonicalize{
// CHECK-NEXT: )

//      FUNC: builtin.module(
// FUNC-NEXT:   func.func(
// FUNC-NEXT:     ferrobuf-expand-realloc{emit-deallocs=false},
// FUNC-NEXT:     ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},
// FUNC-NEXT:     canonicalize{
// FUNC-NEXT:     ferrobuf-buffer-deallocation-simplification,
// FUNC-NEXT:     ferrobuf-bufferization-lower-deallocations,
// FUNC-NEXT:     cse,
// FUNC-NEXT:     canonicalize{
// FUNC-NEXT:   )
// FUNC-NEXT: )

//      UPSTREAM-FUNC: builtin.module(
// UPSTREAM-FUNC-NEXT:   func.func(
// UPSTREAM-FUNC-NEXT:     expand-realloc{emit-deallocs=false},

//      UPSTREAM: builtin.module(
// UPSTREAM-NEXT:   expand-realloc{emit-deallocs=false},
// UPSTREAM-NEXT:   canonicalize{
// UPSTREAM-NEXT:   ownership-based-buffer-deallocation{private-function-dynamic-ownership=false},
// UPSTREAM-NEXT:   canonicalize{
// UPSTREAM-NEXT:   buffer-deallocation-simplification,
// UPSTREAM-NEXT:   bufferization-lower-deallocations,
// UPSTREAM-NEXT:   cse,
// UPSTREAM-NEXT:   canonicalize{
// UPSTREAM-NEXT: )

func.func @f() {
  return
}
