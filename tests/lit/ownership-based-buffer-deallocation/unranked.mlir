// Unranked memrefs -- function, block and region arguments, call operands
// and results, loop-carried values -- take part in ownership like ranked
// ones (as upstream). Their base buffer for a dealloc is taken through a
// rank-0 memref.reinterpret_cast and memref.extract_strided_metadata
// (which keep the allocated and aligned pointers), as upstream does.
// Upstream accepts the same input (second RUN line).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s --check-prefix=UPSTREAM
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-buffer-deallocation-pipeline)' %s -split-input-file | FileCheck %s --check-prefix=PIPELINE

// An unranked argument returned: never owned, so the caller gets a clone
// (as upstream; statically not owned, so without upstream's scf.if on a
// constant false).
// CHECK-LABEL: func @returned_argument(
// CHECK-SAME: %[[A:.*]]: memref<*xf32>)
// CHECK-NOT: scf.if
// CHECK: %[[C:.*]] = bufferization.clone %[[A]] : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return %[[C]] : memref<*xf32>
// UPSTREAM-LABEL: func @returned_argument(
// PIPELINE-LABEL: func @returned_argument(
// PIPELINE: %[[C:.*]] = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
// PIPELINE-NEXT: return %[[C]]{{([^[:alnum:]_]|$)}}
func.func @returned_argument(%a: memref<*xf32>) -> memref<*xf32> {
  return %a : memref<*xf32>
}

// -----

// An unranked block argument gets an ownership indicator like any other;
// its base buffer is taken through a rank-0 memref.reinterpret_cast.
// CHECK-LABEL: func @block_argument(
// CHECK: cf.cond_br %{{.*}}, ^bb1(%{{.*}}, %false : memref<*xf32>, i1), ^bb1(%{{.*}}, %false : memref<*xf32>, i1)
// CHECK: ^bb1(%[[X:.*]]: memref<*xf32>, %[[O:.*]]: i1):
// CHECK: %[[RC:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK: %[[BASE:.*]], %{{.*}} = memref.extract_strided_metadata %[[RC]] : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[O]])
// UPSTREAM-LABEL: func @block_argument(
// PIPELINE-LABEL: func @block_argument(
func.func @block_argument(%a: memref<*xf32>, %c: i1) {
  cf.cond_br %c, ^bb1(%a : memref<*xf32>), ^bb1(%a : memref<*xf32>)
^bb1(%x: memref<*xf32>):
  return
}

// -----

// CHECK-LABEL: func @non_entry_block_argument(
// CHECK: %[[U:.*]] = memref.cast %{{.*}} : memref<4xf32> to memref<*xf32>
// CHECK: cf.br ^bb1(%[[U]], %false : memref<*xf32>, i1)
// CHECK: ^bb1(%[[X:.*]]: memref<*xf32>, %[[O:.*]]: i1):
// CHECK: memref.reinterpret_cast %[[X]]{{([^[:alnum:]_]|$)}}
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[O]])
// UPSTREAM-LABEL: func @non_entry_block_argument(
// PIPELINE-LABEL: func @non_entry_block_argument(
func.func @non_entry_block_argument(%a: memref<4xf32>) {
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  cf.br ^bb1(%u : memref<*xf32>)
^bb1(%x: memref<*xf32>):
  return
}

// -----

// An unranked view passed to a call: the allocation is freed after it.
// CHECK-LABEL: func @unranked_call_operand(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[U:.*]] = memref.cast %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: call @use_unranked(%[[U]])
// CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%true)
// UPSTREAM-LABEL: func @unranked_call_operand(
// PIPELINE-LABEL: func @unranked_call_operand(
func.func private @use_unranked(memref<*xf32>)
func.func @unranked_call_operand() {
  %a = memref.alloc() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @use_unranked(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// An unranked call result is owned and freed through its base buffer.
// CHECK-LABEL: func @unranked_call_result(
// CHECK: %[[R:.*]] = call @make_unranked() : () -> memref<*xf32>
// CHECK: memref.rank %[[R]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[RC:.*]] = memref.reinterpret_cast %[[R]] to offset: [0], sizes: [], strides: []
// CHECK: %[[BASE:.*]], %{{.*}} = memref.extract_strided_metadata %[[RC]]{{([^[:alnum:]_]|$)}}
// CHECK: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%true)
// UPSTREAM-LABEL: func @unranked_call_result(
// PIPELINE-LABEL: func @unranked_call_result(
// PIPELINE: %[[R:.*]] = call @make_unranked()
// PIPELINE: %[[RC:.*]] = memref.reinterpret_cast %[[R]]{{([^[:alnum:]_]|$)}}
// PIPELINE: %[[BASE:.*]], %{{.*}} = memref.extract_strided_metadata %[[RC]]{{([^[:alnum:]_]|$)}}
// PIPELINE: memref.dealloc %[[BASE]] : memref<f32>
func.func private @make_unranked() -> memref<*xf32>
func.func @unranked_call_result() -> index {
  %0 = call @make_unranked() : () -> memref<*xf32>
  %r = memref.rank %0 : memref<*xf32>
  return %r : index
}

// -----

// Unranked block arguments inside a region of a region-branch op.
// CHECK-LABEL: func @unranked_region_argument(
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: scf.execute_region {
// CHECK: cf.br ^bb1(%{{.*}}, %false : memref<*xf32>, i1)
// CHECK: ^bb1(%[[X:.*]]: memref<*xf32>, %[[O:.*]]: i1):
// CHECK: memref.reinterpret_cast %[[X]]{{([^[:alnum:]_]|$)}}
// CHECK: bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[O]])
// CHECK: scf.yield
// CHECK: bufferization.dealloc (%[[A]] : memref<?xf32>) if (%true)
// UPSTREAM-LABEL: func @unranked_region_argument(
// PIPELINE-LABEL: func @unranked_region_argument(
func.func @unranked_region_argument(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  scf.execute_region {
    %u = memref.cast %a : memref<?xf32> to memref<*xf32>
    cf.br ^bb1(%u : memref<*xf32>)
  ^bb1(%x: memref<*xf32>):
    scf.yield
  }
  return
}

// -----

// A loop carrying an unranked memref that is a new allocation every
// iteration: the previous one is freed if owned, the result is returned
// owned (a clone if not).
// CHECK-LABEL: func @unranked_loop(
// CHECK: %[[L:.*]]:2 = scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[OWN:.*]] = %false) -> (memref<*xf32>, i1) {
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[C:.*]] = memref.cast %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[RC:.*]] = memref.reinterpret_cast %[[IT]] to offset: [0], sizes: [], strides: []
// CHECK: %[[BASE:.*]], %{{.*}} = memref.extract_strided_metadata %[[RC]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[NEW:.*]] = bufferization.dealloc (%[[BASE]], %[[A]] : memref<f32>, memref<4xf32>) if (%[[OWN]], %true) retain (%[[C]] : memref<*xf32>)
// CHECK: scf.yield %[[C]], %[[NEW]] : memref<*xf32>, i1
// CHECK: bufferization.dealloc ({{.*}} : memref<f32>) if (%[[L]]#1) retain (%[[L]]#0 : memref<*xf32>)
// CHECK: bufferization.clone %[[L]]#0 : memref<*xf32> to memref<*xf32>
// UPSTREAM-LABEL: func @unranked_loop(
// PIPELINE-LABEL: func @unranked_loop(
// The iteration's new allocation cannot be the previous iteration's
// buffer (allocated while that one was live): no run-time pointer check.
// PIPELINE: scf.for {{.*}} iter_args(%[[IT:.*]] = %{{.*}}, %[[OWN:.*]] = %false)
// PIPELINE: memref.reinterpret_cast %[[IT]]{{([^[:alnum:]_]|$)}}
// PIPELINE-NOT: extract_aligned_pointer_as_index
// PIPELINE: scf.if %[[OWN]] {
// PIPELINE-NEXT: memref.dealloc %{{.*}} : memref<f32>
// PIPELINE: scf.yield %{{.*}}, %true
func.func @unranked_loop(%lb: index, %ub: index, %s: index, %u: memref<*xf32>) -> memref<*xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %u) -> (memref<*xf32>) {
    %a = memref.alloc() : memref<4xf32>
    %c = memref.cast %a : memref<4xf32> to memref<*xf32>
    scf.yield %c : memref<*xf32>
  }
  return %r : memref<*xf32>
}

// -----

// CHECK-LABEL: func @unranked_if(
// CHECK: %[[R:.*]]:2 = scf.if %{{.*}} -> (memref<*xf32>, i1) {
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[X:.*]] = memref.cast %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK: %[[O:.*]] = bufferization.dealloc (%[[A]] : memref<4xf32>) if (%true) retain (%[[X]] : memref<*xf32>)
// CHECK: scf.yield %[[X]], %[[O]]{{([^[:alnum:]_]|$)}}
// CHECK: } else {
// CHECK: scf.yield %{{.*}}, %false
// CHECK: bufferization.dealloc ({{.*}} : memref<f32>) if (%[[R]]#1) retain (%[[R]]#0 : memref<*xf32>)
// CHECK: bufferization.clone %[[R]]#0
// UPSTREAM-LABEL: func @unranked_if(
// PIPELINE-LABEL: func @unranked_if(
// PIPELINE: scf.if
// PIPELINE: memref.alloc
// PIPELINE: } else {
// PIPELINE-NEXT: bufferization.clone
// PIPELINE-NOT: memref.dealloc
func.func @unranked_if(%c: i1, %u: memref<*xf32>) -> memref<*xf32> {
  %r = scf.if %c -> memref<*xf32> {
    %a = memref.alloc() : memref<4xf32>
    %x = memref.cast %a : memref<4xf32> to memref<*xf32>
    scf.yield %x : memref<*xf32>
  } else {
    scf.yield %u : memref<*xf32>
  }
  return %r : memref<*xf32>
}
