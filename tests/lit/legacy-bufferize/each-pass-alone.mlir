// Each partial pass alone converts only its dialect and leaves
// materializations where converted and unconverted ops meet; the result
// verifies (mlir-opt verifies after every pass). Writes go into fresh
// buffers (alloc + copy of the operand): no in-place analysis.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-arith-bufferize)' %s | FileCheck %s --check-prefix=ARITH
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-tensor-bufferize))' %s | FileCheck %s --check-prefix=TENSOR
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-linalg-bufferize))' %s | FileCheck %s --check-prefix=LINALG
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-scf-bufferize))' %s | FileCheck %s --check-prefix=SCF
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-bufferization-bufferize))' %s | FileCheck %s --check-prefix=BUF

// ARITH: memref.global "private" constant @[[G:__legacy_constant_0]] : memref<2xi64> = dense<[1, 2]> {alignment = 64 : i64}
// ARITH-LABEL: func.func @arith(
// ARITH-SAME:      %[[C:.*]]: i1, %[[T:.*]]: tensor<2xi64>) -> tensor<2xi64>
// ARITH:         %[[K:.*]] = memref.get_global @[[G]] : memref<2xi64>
// ARITH:         %[[TB:.*]] = bufferization.to_buffer %[[T]] : tensor<2xi64> to memref<2xi64>
// ARITH:         %[[S:.*]] = arith.select %[[C]], %[[K]], %[[TB]] : memref<2xi64>
// ARITH:         %[[R:.*]] = bufferization.to_tensor %[[S]] restrict : memref<2xi64> to tensor<2xi64>
// ARITH:         return %[[R]] : tensor<2xi64>
// TENSOR-LABEL: func.func @arith(
// TENSOR:         arith.constant dense<[1, 2]> : tensor<2xi64>
func.func @arith(%c: i1, %t: tensor<2xi64>) -> tensor<2xi64> {
  %k = arith.constant dense<[1, 2]> : tensor<2xi64>
  %s = arith.select %c, %k, %t : tensor<2xi64>
  return %s : tensor<2xi64>
}

// TENSOR-LABEL: func.func @tensor(
// TENSOR-SAME:      %[[T:.*]]: tensor<4xf32>, %[[X:.*]]: f32, %[[I:.*]]: index)
// TENSOR:         %[[TB:.*]] = bufferization.to_buffer %[[T]] : tensor<4xf32> to memref<4xf32>
// TENSOR:         %[[A:.*]] = memref.alloc() : memref<4xf32>
// TENSOR:         memref.copy %[[TB]], %[[A]]{{([^[:alnum:]_]|$)}}
// TENSOR:         memref.store %[[X]], %[[A]][%[[I]]] : memref<4xf32>
// TENSOR:         %[[RT:.*]] = bufferization.to_tensor %[[A]] restrict : memref<4xf32> to tensor<4xf32>
// TENSOR:         %[[E:.*]] = memref.load %[[A]][%[[I]]] : memref<4xf32>
// TENSOR:         %[[SV:.*]] = memref.subview %[[A]][1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// TENSOR:         %[[S:.*]] = memref.alloc() : memref<2xf32>
// TENSOR:         memref.copy %[[SV]], %[[S]]{{([^[:alnum:]_]|$)}}
// TENSOR:         %[[ST:.*]] = bufferization.to_tensor %[[S]] restrict : memref<2xf32> to tensor<2xf32>
// TENSOR:         return %[[E]], %[[RT]], %[[ST]]{{([^[:alnum:]_]|$)}}
// LINALG-LABEL: func.func @tensor(
// LINALG:         tensor.insert
func.func @tensor(%t: tensor<4xf32>, %x: f32, %i: index) -> (f32, tensor<4xf32>, tensor<2xf32>) {
  %r = tensor.insert %x into %t[%i] : tensor<4xf32>
  %e = tensor.extract %r[%i] : tensor<4xf32>
  %s = tensor.extract_slice %r[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %e, %r, %s : f32, tensor<4xf32>, tensor<2xf32>
}

// The init is not read by linalg.add: a fresh buffer without a copy. The
// init of linalg.generic is read by its payload: copied.
// LINALG-LABEL: func.func @linalg(
// LINALG-SAME:      %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// LINALG-DAG:     %[[AB:.*]] = bufferization.to_buffer %[[A]] : tensor<4xf32> to memref<4xf32>
// LINALG-DAG:     %[[O:.*]] = memref.alloc() : memref<4xf32>
// LINALG-NOT:     memref.copy
// LINALG:         linalg.add ins(%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) outs(%[[O]] : memref<4xf32>)
// LINALG:         %[[R:.*]] = bufferization.to_tensor %[[O]] restrict
// LINALG:         %[[BB:.*]] = bufferization.to_buffer %[[B]] : tensor<4xf32> to memref<4xf32>
// LINALG:         %[[O2:.*]] = memref.alloc() : memref<4xf32>
// LINALG:         memref.copy %[[BB]], %[[O2]]{{([^[:alnum:]_]|$)}}
// LINALG:         linalg.generic {{.*}} ins(%{{.*}} : memref<4xf32>) outs(%[[O2]] : memref<4xf32>)
// LINALG:         %[[R2:.*]] = bufferization.to_tensor %[[O2]] restrict
// LINALG:         return %[[R]], %[[R2]]{{([^[:alnum:]_]|$)}}
#id = affine_map<(d0) -> (d0)>
func.func @linalg(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r, %g : tensor<4xf32>, tensor<4xf32>
}

// SCF-LABEL: func.func @scf(
// SCF-SAME:      %[[T:.*]]: tensor<4xf32>
// SCF:         %[[TB:.*]] = bufferization.to_buffer %[[T]] : tensor<4xf32> to memref<4xf32>
// SCF:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %[[TB]]) -> (memref<4xf32>) {
// SCF-NEXT:      %[[AT:.*]] = bufferization.to_tensor %[[A]] restrict : memref<4xf32> to tensor<4xf32>
// SCF-NEXT:      %[[W:.*]] = tensor.insert %{{.*}} into %[[AT]]{{([^[:alnum:]_]|$)}}
// SCF-NEXT:      %[[WB:.*]] = bufferization.to_buffer %[[W]] : tensor<4xf32> to memref<4xf32>
// SCF-NEXT:      scf.yield %[[WB]] : memref<4xf32>
// SCF:         %[[RT:.*]] = bufferization.to_tensor %[[R]] restrict
// SCF:         return %[[RT]] : tensor<4xf32>
func.func @scf(%t: tensor<4xf32>, %n: index, %x: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %w = tensor.insert %x into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// cf block arguments are converted by ferrobuf-scf-bufferize.
// SCF-LABEL: func.func @cf(
// SCF-SAME:      %[[C:.*]]: i1, %[[T:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<4xf32>)
// SCF-DAG:     %[[TB:.*]] = bufferization.to_buffer %[[T]]{{([^[:alnum:]_]|$)}}
// SCF-DAG:     %[[UB:.*]] = bufferization.to_buffer %[[U]]{{([^[:alnum:]_]|$)}}
// SCF:         cf.cond_br %[[C]], ^bb1(%[[TB]] : memref<4xf32>), ^bb1(%[[UB]] : memref<4xf32>)
// SCF:       ^bb1(%[[V:.*]]: memref<4xf32>):
// SCF-NEXT:    %[[VT:.*]] = bufferization.to_tensor %[[V]] restrict
// SCF-NEXT:    return %[[VT]] : tensor<4xf32>
func.func @cf(%c: i1, %t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%t : tensor<4xf32>), ^bb1(%u : tensor<4xf32>)
^bb1(%v: tensor<4xf32>):
  return %v : tensor<4xf32>
}

// BUF-LABEL: func.func @bufferization(
// BUF-SAME:      %[[N:.*]]: index, %[[T:.*]]: tensor<?xf32>)
// BUF:         %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// BUF:         %[[AT:.*]] = bufferization.to_tensor %[[A]] restrict
// BUF:         %[[TB:.*]] = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32>
// BUF:         %[[D:.*]] = memref.dim %[[TB]], %{{.*}} : memref<?xf32>
// BUF:         %[[B:.*]] = memref.alloc(%[[D]]) : memref<?xf32>
// BUF:         memref.copy %[[TB]], %[[B]]{{([^[:alnum:]_]|$)}}
// BUF:         %[[BT:.*]] = bufferization.to_tensor %[[B]] restrict
// BUF-NOT:     bufferization.dealloc_tensor
// BUF:         return %[[AT]], %[[BT]]{{([^[:alnum:]_]|$)}}
func.func @bufferization(%n: index, %t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %b = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %c = bufferization.alloc_tensor(%n) : tensor<?xf32>
  bufferization.dealloc_tensor %c : tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
