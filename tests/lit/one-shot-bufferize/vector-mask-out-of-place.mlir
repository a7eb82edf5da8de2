// A masked vector.transfer_write whose destination is read afterwards
// writes a copy. The region of a vector.mask holds exactly one op, so
// ferrobuf makes the copy right before the vector.mask (OURS). Upstream
// makes it inside the region and fails (UPSTREAM).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' %s | FileCheck %s --check-prefix=OURS
// RUN: not mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' %s 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// OURS-LABEL: func @masked_write_copy(
// OURS-SAME: %[[T:[^:]*]]: memref<16xf32, strided<[?], offset: ?>>, %[[I:[^:]*]]: index, %[[V:[^:]*]]: vector<4xf32>, %[[M:[^:]*]]: vector<4xi1>
// OURS: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// OURS-NEXT: memref.copy %[[T]], %[[A]]{{([^[:alnum:]_]|$)}}
// OURS-NEXT: vector.mask %[[M]] { vector.transfer_write %[[V]], %[[A]][%[[I]]] : vector<4xf32>, memref<16xf32> } : vector<4xi1>{{$}}
// OURS-NEXT: memref.load %[[T]][%[[I]]]
// OURS: return %[[A]]{{([^[:alnum:]_]|$)}}
// UPSTREAM: error: 'vector.mask' op body must bufferize in-place
func.func @masked_write_copy(%t: tensor<16xf32>, %i: index, %v: vector<4xf32>, %m: vector<4xi1>) -> (tensor<16xf32>, f32) {
  %r = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  %x = tensor.extract %t[%i] : tensor<16xf32>
  return %r, %x : tensor<16xf32>, f32
}
