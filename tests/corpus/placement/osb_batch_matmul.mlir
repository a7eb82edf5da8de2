// Bufferized with upstream mlir-opt 22 from a tensor program that runs a 2x4x8 by 2x8x4 batch matmul into a filled temporary and sums the two batches.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @bmm(%arg0: memref<2x4x8xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<2x8x4xf32, strided<[?, ?, ?], offset: ?>>) -> memref<4x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<2x4x4xf32>)
    linalg.batch_matmul ins(%arg0, %arg1 : memref<2x4x8xf32, strided<[?, ?, ?], offset: ?>>, memref<2x8x4xf32, strided<[?, ?, ?], offset: ?>>) outs(%alloc : memref<2x4x4xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<4x4xf32>)
    linalg.reduce ins(%alloc : memref<2x4x4xf32>) outs(%alloc_0 : memref<4x4xf32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    %cast = memref.cast %alloc_0 : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<4x4xf32>
  }
}
