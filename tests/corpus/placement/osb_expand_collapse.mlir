// Bufferized with upstream mlir-opt 22 from a tensor program that adds two 64xf32 vectors, reshapes the sum to 8x8 with tensor.expand_shape, transposes it and collapses it back to 64xf32.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @reshape(%arg0: memref<64xf32, strided<[?], offset: ?>>, %arg1: memref<64xf32, strided<[?], offset: ?>>) -> memref<64xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
    linalg.add ins(%arg0, %arg1 : memref<64xf32, strided<[?], offset: ?>>, memref<64xf32, strided<[?], offset: ?>>) outs(%alloc : memref<64xf32>)
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.transpose ins(%expand_shape : memref<8x8xf32>) outs(%alloc_0 : memref<8x8xf32>) permutation = [1, 0] 
    %collapse_shape = memref.collapse_shape %alloc_0 [[0, 1]] : memref<8x8xf32> into memref<64xf32>
    %cast = memref.cast %collapse_shape : memref<64xf32> to memref<64xf32, strided<[?], offset: ?>>
    return %collapse_shape : memref<64xf32>
  }
}
