// Bufferized with upstream mlir-opt 22 from a tensor program that adds a 8x4 matrix to the transpose of a 4x8 matrix using linalg.transpose into a temporary.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @tadd(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
    linalg.transpose ins(%arg0 : memref<4x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x4xf32>) permutation = [1, 0] 
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
    linalg.add ins(%alloc, %arg1 : memref<8x4xf32>, memref<8x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<8x4xf32>)
    %cast = memref.cast %alloc_0 : memref<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<8x4xf32>
  }
}
