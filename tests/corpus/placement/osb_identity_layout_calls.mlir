// Bufferized with upstream mlir-opt 22 from a tensor program that has a caller pass a locally computed 6x6xf32 tensor to a callee that returns a new tensor, with identity-layout function boundaries.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' <tensor source>

module {
  func.func private @double(%arg0: memref<6x6xf32>) -> memref<6x6xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x6xf32>
    linalg.add ins(%arg0, %arg0 : memref<6x6xf32>, memref<6x6xf32>) outs(%alloc : memref<6x6xf32>)
    return %alloc : memref<6x6xf32>
  }
  func.func @caller(%arg0: memref<6x6xf32>, %arg1: f32) -> memref<6x6xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x6xf32>
    linalg.fill ins(%arg1 : f32) outs(%alloc : memref<6x6xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6x6xf32>
    linalg.add ins(%arg0, %alloc : memref<6x6xf32>, memref<6x6xf32>) outs(%alloc_0 : memref<6x6xf32>)
    %0 = call @double(%alloc_0) : (memref<6x6xf32>) -> memref<6x6xf32>
    return %0 : memref<6x6xf32>
  }
}
