// The constants the lowering needs (the `true` of a negation, the list
// indices of the general case, the `false` ownership of a dealloc without
// memrefs) are made once per function, at the front of its entry block,
// where canonicalize would move them (and merge their duplicates: work on
// thousands of list indices when large deallocs go through the helper).
// The second run line checks that canonicalize has nothing left to do.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations,cse,canonicalize{max-iterations=1 test-convergence=true})' %s -split-input-file -o /dev/null

// In the two branches of an scf.if inside a loop: two inline deallocs
// needing `true` share the one made at the entry (before the input's
// leading constants). Made in each branch, CSE could not merge them;
// canonicalize would hoist one and merge the other into it.
// CHECK-LABEL: func @inline_in_regions
//  CHECK-NEXT:   %[[TRUE:.*]] = arith.constant true
//  CHECK-NEXT:   %[[C0:.*]] = arith.constant 0 : index
//  CHECK-NEXT:   %[[C1:.*]] = arith.constant 1 : index
//   CHECK-NOT:   arith.constant
//       CHECK:   scf.for
//       CHECK:     scf.if
//       CHECK:       arith.xori %{{.*}}, %[[TRUE]] : i1
//       CHECK:     } else {
//       CHECK:       arith.xori %{{.*}}, %[[TRUE]] : i1
func.func @inline_in_regions(%m0: memref<2xf32>, %m1: memref<2xf32>, %c0: i1, %c1: i1, %n: index, %p: i1) {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  scf.for %i = %i0 to %n step %i1 {
    scf.if %p {
      bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<2xf32>) if (%c0, %c1)
    } else {
      bufferization.dealloc (%m1, %m0 : memref<2xf32>, memref<2xf32>) if (%c1, %c0)
    }
  }
  return
}

// -----

// The general case inside an scf.if: the list indices are entry constants
// (after the input's leading one, reused).
// CHECK-LABEL: func @general_in_if
//   CHECK-DAG:   %[[I0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[I4:.*]] = arith.constant 4 : index
//       CHECK:   scf.if
//   CHECK-NOT:     arith.constant
//       CHECK:     memref.store %{{.*}}, %{{.*}}[%[[I0]]]
//       CHECK:     memref.store %{{.*}}, %{{.*}}[%[[I4]]]
//       CHECK:     call @dealloc_helper
func.func @general_in_if(%m0: memref<2xf32>, %m1: memref<5xf32>, %m2: memref<3xf32>, %m3: memref<4xf32>, %m4: memref<6xf32>, %c0: i1, %c1: i1, %r: memref<1xf32>, %p: i1, %flags: memref<2xi1>) {
  %i0 = arith.constant 0 : index
  scf.if %p {
    %o = bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<5xf32>, memref<3xf32>, memref<4xf32>, memref<6xf32>) if (%c0, %c1, %c0, %c1, %c0) retain (%r : memref<1xf32>)
    memref.store %o, %flags[%i0] : memref<2xi1>
  }
  return
}

// -----

// No memrefs, one retained value: its ownership is the entry's `false`.
// CHECK-LABEL: func @nothing_to_free
//  CHECK-NEXT:   %[[FALSE:.*]] = arith.constant false
//  CHECK-NEXT:   %[[I0:.*]] = arith.constant 0 : index
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.store %[[FALSE]], %{{.*}}[%[[I0]]]
func.func @nothing_to_free(%r: memref<1xf32>, %p: i1, %flags: memref<2xi1>) {
  %i0 = arith.constant 0 : index
  scf.if %p {
    %o = bufferization.dealloc retain (%r : memref<1xf32>)
    memref.store %o, %flags[%i0] : memref<2xi1>
  }
  return
}
