// The examples of buffer-deallocation-internals.md (and the second half of
// bufferization-on-mlir-legacy.md) in MLIR 22 syntax: `use(...)` is a
// `test.copy` reading the buffer, `custom.region_if` is the test dialect's
// `test.region_if`. Every output is also checked by the independent
// verifier, and a second run changes nothing.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-buffer-deallocation))' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation,func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation)' %s -split-input-file > %t.once
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation)' %t.once -split-input-file > %t.twice
// RUN: diff %t.once %t.twice

// The doc's @branch: %1 (allocated in bb1) reaches bb3 on one path only,
// so %2 is a critical alias: every incoming buffer is cloned, or moved
// when the clone would be followed by freeing its source (the doc's clone
// canonicalization): %1 and %0 move; %0 is freed at bb1's start (dead on
// that edge); %2 is freed after its last use.
// CHECK-LABEL: func @branch
// CHECK:       %[[A0:.*]] = memref.alloc()
// CHECK:       cf.cond_br
// CHECK:       ^bb1:
// CHECK-NEXT:    memref.dealloc %[[A0]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    %[[A1:.*]] = memref.alloc()
// CHECK-NEXT:    cf.br ^bb3(%[[A1]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb2:
// CHECK-NEXT:    test.copy(%[[A0]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    cf.br ^bb3(%[[A0]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb3(%[[X:.*]]: memref<2xf32>):
// CHECK-NEXT:    test.copy(%[[X]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    memref.dealloc %[[X]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return
// CHECK-NOT:   bufferization.clone
func.func @branch(%arg0: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  test.copy(%0, %out) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  test.copy(%2, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// The doc's mixed allocation: the alloca is never freed, the alloc is
// (it dominates the join, so %2 is no critical alias: no clone).
// CHECK-LABEL: func @mixedAllocation
// CHECK-NOT:   bufferization.clone
// CHECK:       %[[A:.*]] = memref.alloc()
// CHECK:       ^bb3(%{{.*}}: memref<2xf32>):
// CHECK-NEXT:    test.copy
// CHECK-NEXT:    memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NOT:   memref.dealloc
func.func @mixedAllocation(%arg0: i1, %out: memref<2xf32>) {
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  test.copy(%0, %out) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  test.copy(%1, %out) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  test.copy(%2, %out) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// The doc's condBranch after hoisting: the alloc dominates the join, so
// it is freed once after the last use of its alias %1.
// CHECK-LABEL: func @condBranch
// CHECK-NOT:   bufferization.clone
// CHECK:       %[[A:.*]] = memref.alloc()
// CHECK:       ^bb3(%[[X:.*]]: memref<2xf32>):
// CHECK-NEXT:    test.copy(%[[X]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  test.copy(%arg1, %0) : (memref<2xf32>, memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  test.copy(%1, %arg2) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// The doc's condBranchDynamicType: the alloc in bb2 cannot be hoisted
// (its size is bb2's argument); %2 is critical: %arg1 is cloned, %1
// moves (freed right after its clone otherwise).
// CHECK-LABEL: func @condBranchDynamicType
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[C0:.*]] = bufferization.clone %arg1
// CHECK-NEXT:    cf.br ^bb3(%[[C0]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb2(%[[N:.*]]: index):
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%[[N]])
// CHECK-NEXT:    test.copy
// CHECK-NEXT:    cf.br ^bb3(%[[A]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb3(%[[X:.*]]: memref<?xf32>):
// CHECK-NEXT:    test.copy(%[[X]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    memref.dealloc %[[X]]{{([^[:alnum:]_]|$)}}
func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  test.copy(%arg1, %1) : (memref<?xf32>, memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  test.copy(%2, %arg2) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// The doc's condBranchDynamicTypeNested: %3 is critical (clones in bb1 and
// bb5, %1 freed in bb5 after the clone), %2 and %4 are not (dominated by
// %1 and %3): the doc's output exactly.
// CHECK-LABEL: func @condBranchDynamicTypeNested
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[C0:.*]] = bufferization.clone %arg1
// CHECK-NEXT:    cf.br ^bb6(%[[C0]]{{([^[:alnum:]_]|$)}}
// CHECK:       %[[A:.*]] = memref.alloc(
// CHECK:       ^bb5(%[[B5:.*]]: memref<?xf32>):
// CHECK-NEXT:    %[[C1:.*]] = bufferization.clone %[[B5]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    cf.br ^bb6(%[[C1]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb6(%[[X:.*]]: memref<?xf32>):
// CHECK-NEXT:    cf.br ^bb7(%[[X]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb7(%[[Y:.*]]: memref<?xf32>):
// CHECK-NEXT:    test.copy(%[[Y]], %arg2)
// CHECK-NEXT:    memref.dealloc %[[X]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    return
func.func @condBranchDynamicTypeNested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  test.copy(%arg1, %1) : (memref<?xf32>, memref<?xf32>)
  cf.cond_br %arg0, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  test.copy(%4, %arg2) : (memref<?xf32>, memref<?xf32>)
  return
}

// -----

// The doc's inner_region_control_flow: everything region_if forwards is
// %0 (no divergent allocation): no clone; %0 is returned, so the caller
// owns it and it is not freed.
// CHECK-LABEL: func @inner_region_control_flow
// CHECK-NOT:   bufferization.clone
// CHECK-NOT:   memref.dealloc
// CHECK:       return
func.func @inner_region_control_flow(%arg0 : index) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %1 = test.region_if %0 : memref<?x?xf32> -> (memref<?x?xf32>) then {
    ^bb0(%arg1 : memref<?x?xf32>):
      test.region_if_yield %arg1 : memref<?x?xf32>
  } else {
    ^bb0(%arg1 : memref<?x?xf32>):
      test.region_if_yield %arg1 : memref<?x?xf32>
  } join {
    ^bb0(%arg1 : memref<?x?xf32>):
      test.region_if_yield %arg1 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}

// -----

// The doc's nested_region_control_flow: the else-branch allocation is
// freed inside the branch; %2 is a non-critical alias of %1, returned.
// CHECK-LABEL: func @nested_region_control_flow
// CHECK:       %[[A:.*]] = memref.alloc(
// CHECK:       scf.if
// CHECK-NEXT:    scf.yield %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK:       } else {
// CHECK-NEXT:    %[[B:.*]] = memref.alloc(
// CHECK-NEXT:    test.copy
// CHECK-NEXT:    memref.dealloc %[[B]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    scf.yield %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NOT:   memref.dealloc
// CHECK-NOT:   bufferization.clone
// CHECK:       return
func.func @nested_region_control_flow(%arg0 : index, %arg1 : index, %out : memref<?x?xf32>) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    test.copy(%3, %out) : (memref<?x?xf32>, memref<?x?xf32>)
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// The doc's inner_region_control_flow_div: the else region yields a
// fresh buffer, so the join region's argument and the result are
// critical: the then region clones its argument (%0, still used after),
// the else region's allocation and the join argument move (the doc's
// clones, canonicalized); %0 is freed after the op; the result is
// returned.
// CHECK-LABEL: func @inner_region_control_flow_div
// CHECK:       %[[A:.*]] = memref.alloc(
// CHECK:       test.region_if %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK:         %[[T:.*]] = bufferization.clone
// CHECK-NEXT:    test.region_if_yield %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK:         %[[B:.*]] = memref.alloc(
// CHECK-NEXT:    test.region_if_yield %[[B]]{{([^[:alnum:]_]|$)}}
// CHECK:       ^bb0(%[[J:.*]]: memref<?x?xf32>):
// CHECK-NEXT:    test.region_if_yield %[[J]]{{([^[:alnum:]_]|$)}}
// CHECK:       memref.dealloc %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:  return
func.func @inner_region_control_flow_div(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %1 = test.region_if %0 : memref<?x?xf32> -> (memref<?x?xf32>) then {
    ^bb0(%arg2 : memref<?x?xf32>):
      test.region_if_yield %arg2 : memref<?x?xf32>
  } else {
    ^bb0(%arg3 : memref<?x?xf32>):
      %2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
      test.region_if_yield %2 : memref<?x?xf32>
  } join {
    ^bb0(%arg4 : memref<?x?xf32>):
      test.region_if_yield %arg4 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}

// -----

// The doc's loop_nested_if: the iteration buffer is critical (fresh in
// one branch): %buf is cloned into the loop, the iteration argument
// cloned in the else branch and freed at the end of each iteration; the
// fresh buffer and the scf.if result move (the doc's clones,
// canonicalized); the loop result is freed after its use.
// CHECK-LABEL: func @loop_nested_if
// CHECK:       %[[I:.*]] = bufferization.clone %arg3
// CHECK:       scf.for {{.*}} iter_args(%[[IT:.*]] = %[[I]])
// CHECK:         %[[R:.*]] = scf.if
// CHECK:           %[[A:.*]] = memref.alloc()
// CHECK-NEXT:      test.copy
// CHECK-NEXT:      scf.yield %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK:           %[[IC:.*]] = bufferization.clone %[[IT]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:      scf.yield %[[IC]]{{([^[:alnum:]_]|$)}}
// CHECK:         memref.dealloc %[[IT]]{{([^[:alnum:]_]|$)}}
// CHECK-NEXT:    scf.yield %[[R]]{{([^[:alnum:]_]|$)}}
// CHECK:       test.copy
// CHECK-NEXT:  memref.dealloc
// CHECK-NEXT:  return
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      test.copy(%iterBuf, %3) : (memref<2xf32>, memref<2xf32>)
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  test.copy(%0, %res) : (memref<2xf32>, memref<2xf32>)
  return
}

// -----

// The doc's dynamic_allocation (clone canonicalization input): the
// returned buffer is handed to the caller without a clone.
// CHECK-LABEL: func @dynamic_allocation
// CHECK-NEXT:  %[[A:.*]] = memref.alloc(
// CHECK-NEXT:  return %[[A]]{{([^[:alnum:]_]|$)}}
func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %1 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
