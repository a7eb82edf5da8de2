// Bufferized with upstream mlir-opt 22 from a tensor program that pads a dynamic f32 vector with runtime low/high amounts and returns the padded tensor.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

#map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
module {
  func.func @pad_dyn(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: index, %arg3: f32) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %0 = affine.apply #map()[%dim, %arg1, %arg2]
    %c0_0 = arith.constant 0 : index
    %dim_1 = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
    %1 = affine.apply #map()[%dim_1, %arg1, %arg2]
    %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<?xf32>
    linalg.map outs(%alloc : memref<?xf32>)
      (%init: f32) {
        %2 = linalg.index 0 : index
        linalg.yield %arg3 : f32
      }
    %c0_2 = arith.constant 0 : index
    %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
    %subview = memref.subview %alloc[%arg1] [%dim_3] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
    memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
    %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
    return %alloc : memref<?xf32>
  }
}
