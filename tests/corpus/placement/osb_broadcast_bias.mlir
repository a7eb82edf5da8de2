// Bufferized with upstream mlir-opt 22 from a tensor program that broadcasts a 16xf32 bias across 4 rows with linalg.broadcast and adds it to a 4x16 activation.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @bias(%arg0: memref<4x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16xf32, strided<[?], offset: ?>>) -> memref<4x16xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
    linalg.broadcast ins(%arg1 : memref<16xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4x16xf32>) dimensions = [0] 
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
    linalg.add ins(%arg0, %alloc : memref<4x16xf32, strided<[?, ?], offset: ?>>, memref<4x16xf32>) outs(%alloc_0 : memref<4x16xf32>)
    %cast = memref.cast %alloc_0 : memref<4x16xf32> to memref<4x16xf32, strided<[?, ?], offset: ?>>
    return %alloc_0 : memref<4x16xf32>
  }
}
