// The pass runs on any op, as upstream's does: on a module it processes
// every function in it (also in nested modules); nested in func.func (or
// any(...)), each function on its own. Same deallocations either way.
// With private-function-dynamic-ownership, a pass running on one function
// cannot see (nor may it change) the other functions: no signature
// changes, the function boundary ABI holds (the private callee returns a
// clone when not owned, the caller owns the result). Upstream changes the
// callee's signature and rebuilds its callers' calls from within the pass
// running on each function, which races with the passes on the other
// functions when MLIR runs them in parallel (the UPSTREAM run disables
// threading).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-ownership-based-buffer-deallocation))' %s | FileCheck %s --check-prefixes=CHECK,ABI
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(any(ferrobuf-ownership-based-buffer-deallocation))' %s | FileCheck %s --check-prefixes=CHECK,ABI
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}))' %s | FileCheck %s --check-prefixes=CHECK,ABI
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true})' %s | FileCheck %s --check-prefixes=CHECK,DYN
// RUN: mlir-opt --mlir-disable-threading --pass-pipeline='builtin.module(func.func(ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}))' %s | FileCheck %s --check-prefix=UPSTREAM

//  CHECK-LABEL: func private @callee
//     ABI-SAME: -> memref<4xf32>
//          ABI:   %[[OWN:.*]] = bufferization.dealloc ({{.*}} : memref<f32>)
//          ABI:   scf.if %[[OWN]]{{([^[:alnum:]_]|$)}}
//          ABI:   bufferization.clone
//     DYN-SAME: -> (memref<4xf32>, i1)
//  CHECK-LABEL: func @caller
//          ABI:   %[[R:.*]] = call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> memref<4xf32>
//          ABI:   %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//          ABI:   bufferization.dealloc (%[[BASE]] : memref<f32>) if (%true)
//          DYN:   call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> (memref<4xf32>, i1)
// UPSTREAM-LABEL: func private @callee
//  UPSTREAM-SAME: -> (memref<4xf32>, i1)
// UPSTREAM-LABEL: func @caller
//       UPSTREAM:   call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> (memref<4xf32>, i1)
func.func private @callee(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @caller(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %r = call @callee(%c, %a) : (i1, memref<4xf32>) -> memref<4xf32>
  test.copy(%r, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
