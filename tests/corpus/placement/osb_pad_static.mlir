// Bufferized with upstream mlir-opt 22 from a tensor program that zero-pads a 4x4 f32 tile to 6x6 and multiplies the padded tile with a 6x6 matrix.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @pad(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<6x6xf32, strided<[?, ?], offset: ?>>) -> memref<6x6xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x6xf32>
    linalg.map outs(%alloc : memref<6x6xf32>)
      (%init: f32) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[1, 1] [4, 4] [1, 1] : memref<6x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
    memref.copy %arg0, %subview : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[6, 1], offset: 7>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6x6xf32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<6x6xf32>)
    linalg.matmul ins(%alloc, %arg1 : memref<6x6xf32>, memref<6x6xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<6x6xf32>)
    %cast = memref.cast %alloc_0 : memref<6x6xf32> to memref<6x6xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<6x6xf32>
  }
}
