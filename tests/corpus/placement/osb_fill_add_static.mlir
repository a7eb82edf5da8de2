// Bufferized with upstream mlir-opt 22 from a tensor program that fills a 4x4 f32 temporary with a constant and adds it elementwise to the argument.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @fill_add(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<4x4xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4x4xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    linalg.add ins(%arg0, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32>) outs(%alloc_0 : memref<4x4xf32>)
    %cast = memref.cast %alloc_0 : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<4x4xf32>
  }
}
