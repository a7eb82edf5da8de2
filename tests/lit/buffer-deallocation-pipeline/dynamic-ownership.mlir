// The pipeline's private-function-dynamic-ownership option reaches the
// ownership pass: with it, the private @callee returns its result's
// ownership as an extra i1 and the caller frees under it (no clone); by
// default, @callee clones when it does not own its result (here when it
// returns its argument) and the caller frees the result unconditionally.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline{private-function-dynamic-ownership=true})' %s | FileCheck %s --check-prefix=DYN
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' %s | FileCheck %s --check-prefix=DEFAULT

// DYN-LABEL: func private @callee
//  DYN-SAME: -> (memref<4xf32>, i1)
//   DYN-NOT:   bufferization.clone
//       DYN:   return %{{.*}}, %{{.*}} : memref<4xf32>, i1
// DYN-LABEL: func @caller
//       DYN:   %[[R:.*]]:2 = call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> (memref<4xf32>, i1)
//       DYN:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]#0
//  DYN-NEXT:   scf.if %[[R]]#1 {
//  DYN-NEXT:     memref.dealloc %[[BASE]] : memref<f32>
//  DYN-NEXT:   }
//  DYN-NEXT:   return

// DEFAULT-LABEL: func private @callee
//  DEFAULT-SAME: -> memref<4xf32>
//       DEFAULT:   bufferization.clone
// DEFAULT-LABEL: func @caller
//       DEFAULT:   %[[R:.*]] = call @callee(%{{.*}}, %{{.*}}) : (i1, memref<4xf32>) -> memref<4xf32>
//       DEFAULT:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//  DEFAULT-NEXT:   memref.dealloc %[[BASE]] : memref<f32>
//  DEFAULT-NEXT:   return
func.func private @callee(%c: i1, %a: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %b = memref.alloc() : memref<4xf32>
    test.buffer_based in(%a: memref<4xf32>) out(%b: memref<4xf32>)
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @caller(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  %0 = call @callee(%c, %a) : (i1, memref<4xf32>) -> memref<4xf32>
  test.copy(%0, %out) : (memref<4xf32>, memref<4xf32>)
  return
}
