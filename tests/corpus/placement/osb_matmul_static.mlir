// Bufferized with upstream mlir-opt 22 from a tensor program that computes an 8x16 by 16x8 f32 matmul into a zero-filled fresh result.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @matmul(%arg0: memref<8x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<8x8xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<8x16xf32, strided<[?, ?], offset: ?>>, memref<16x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x8xf32>)
    %cast = memref.cast %alloc : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<8x8xf32>
  }
}
