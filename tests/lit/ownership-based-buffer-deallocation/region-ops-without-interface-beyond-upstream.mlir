// Ops with regions that do not implement RegionBranchOpInterface that
// upstream MLIR 22 rejects and ferrobuf handles.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: not mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// memref.generic_atomic_rmw: a memref operand, a result and a region that
// holds no memref (its body must be free of side effects). Nothing inside
// to free, its effects on %m are known: accepted. Upstream rejects every op
// with a region and a result that is not a region-branch op once it has a
// memref operand.
// UPSTREAM: error: All operations with attached regions need to implement the RegionBranchOpInterface.
// CHECK-LABEL: func @atomic_rmw
//       CHECK:   memref.generic_atomic_rmw
//       CHECK:   memref.atomic_yield
//       CHECK:   return
func.func @atomic_rmw(%m: memref<4xf32>, %i: index) -> f32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.addf %cur, %cur : f32
    memref.atomic_yield %c : f32
  }
  return %r : f32
}

// -----

// An op of unknown effects that touches no memref itself, with a
// multi-block region taking a memref argument: the argument is the op's,
// never the region's (passed on with ownership false); what the region
// allocates travels with its ownership indicator and is freed in the region;
// %b, captured, is freed after the op. Upstream rejects any op without known
// memory effects.
// UPSTREAM: error: ops with unknown memory side effects are not supported
// CHECK-LABEL: func @unknown_op_multi_block_region
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[B:.*]] = memref.alloc()
//       CHECK:   "test.unknown_region_op"()
//       CHECK:   ^bb0(%[[ARG:.*]]: memref<2xf32>):
//       CHECK:     %[[T:.*]] = memref.alloc()
//   CHECK-NOT:     %[[B]] :
//       CHECK:     cf.cond_br %{{.*}}, ^bb1(%[[T]], %{{.*}} : memref<2xf32>, i1), ^bb1(%[[ARG]], %[[FALSE]] : memref<2xf32>, i1)
//       CHECK:   ^bb1(%[[U:.*]]: memref<2xf32>, %[[O:.*]]: i1):
//       CHECK:     %[[BASE:[^,]*]], {{.*}} = memref.extract_strided_metadata %[[U]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[O]])
//  CHECK-NEXT:     test.region_yield
//       CHECK:   memref.load %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[TRUE]])
//  CHECK-NEXT:   return
func.func @unknown_op_multi_block_region(%c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<2xf32>
  %r = "test.unknown_region_op"() ({
  ^bb0(%m: memref<2xf32>):
    %t = memref.alloc() : memref<2xf32>
    %x = memref.load %b[%c0] : memref<2xf32>
    memref.store %x, %t[%c0] : memref<2xf32>
    cf.cond_br %c, ^bb1(%t : memref<2xf32>), ^bb1(%m : memref<2xf32>)
  ^bb1(%u: memref<2xf32>):
    %v = memref.load %u[%c0] : memref<2xf32>
    "test.region_yield"(%v) : (f32) -> ()
  }) : () -> i32
  %y = memref.load %b[%c0] : memref<2xf32>
  return %r : i32
}
