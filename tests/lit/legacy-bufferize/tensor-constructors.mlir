// ferrobuf-tensor-bufferize on tensor constructors: from_elements stores
// each element, generate and pad run their body in an scf.for nest, pad
// copies its source into the interior, concat copies each input into a
// subview.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-tensor-bufferize))' %s | FileCheck %s

// CHECK-LABEL: func.func @from_elements(
// CHECK-SAME:      %[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK:         %[[M:.*]] = memref.alloc() : memref<2xi64>
// CHECK:         memref.store %[[A]], %[[M]][%{{.*}}] : memref<2xi64>
// CHECK:         memref.store %[[B]], %[[M]][%{{.*}}] : memref<2xi64>
func.func @from_elements(%a: i64, %b: i64) -> tensor<2xi64> {
  %t = tensor.from_elements %a, %b : tensor<2xi64>
  return %t : tensor<2xi64>
}

// CHECK-LABEL: func.func @generate(
// CHECK-SAME:      %[[N:.*]]: index)
// CHECK:         %[[M:.*]] = memref.alloc(%[[N]]) : memref<?xindex>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[V:.*]] = arith.muli %[[I]], %[[I]] : index
// CHECK-NEXT:      memref.store %[[V]], %[[M]][%[[I]]] : memref<?xindex>
// CHECK-NOT:     tensor.generate
func.func @generate(%n: index) -> tensor<?xindex> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.muli %i, %i : index
    tensor.yield %v : index
  } : tensor<?xindex>
  return %t : tensor<?xindex>
}

// CHECK-LABEL: func.func @pad(
// CHECK-SAME:      %[[T:.*]]: tensor<2xi64>, %[[X:.*]]: i64)
// CHECK:         %[[TB:.*]] = bufferization.to_buffer %[[T]]{{([^[:alnum:]_]|$)}}
// CHECK:         %[[M:.*]] = memref.alloc() : memref<5xi64>
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      memref.store %[[X]], %[[M]][%[[I]]] : memref<5xi64>
// CHECK:         %[[SV:.*]] = memref.subview %[[M]][1] [2] [1] : memref<5xi64> to memref<2xi64, strided<[1], offset: 1>>
// CHECK:         memref.copy %[[TB]], %[[SV]]{{([^[:alnum:]_]|$)}}
func.func @pad(%t: tensor<2xi64>, %x: i64) -> tensor<5xi64> {
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %x : i64
  } : tensor<2xi64> to tensor<5xi64>
  return %p : tensor<5xi64>
}

// CHECK-LABEL: func.func @concat(
// CHECK-SAME:      %[[A:.*]]: tensor<2xi64>, %[[B:.*]]: tensor<?xi64>)
// CHECK-DAG:     %[[AB:.*]] = bufferization.to_buffer %[[A]]{{([^[:alnum:]_]|$)}}
// CHECK-DAG:     %[[BB:.*]] = bufferization.to_buffer %[[B]]{{([^[:alnum:]_]|$)}}
// CHECK:         %[[M:.*]] = memref.alloc(%{{.*}}) : memref<?xi64>
// CHECK:         %[[S0:.*]] = memref.subview %[[M]][0] [2] [1]
// CHECK:         memref.copy %[[AB]], %[[S0]]{{([^[:alnum:]_]|$)}}
// CHECK:         %[[S1:.*]] = memref.subview %[[M]][2] [%{{.*}}] [1]
// CHECK:         memref.copy %[[BB]], %[[S1]]{{([^[:alnum:]_]|$)}}
func.func @concat(%a: tensor<2xi64>, %b: tensor<?xi64>) -> tensor<?xi64> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xi64>, tensor<?xi64>) -> tensor<?xi64>
  return %c : tensor<?xi64>
}
