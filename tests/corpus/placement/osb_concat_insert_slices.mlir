// Bufferized with upstream mlir-opt 22 from a tensor program that concatenates two 8xf32 vectors into a 16xf32 result by inserting slices into a tensor.empty.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @concat(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>) -> memref<16xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    %subview = memref.subview %alloc[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
    memref.copy %arg0, %subview : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[1]>>
    %subview_0 = memref.subview %alloc[8] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 8>>
    memref.copy %arg1, %subview_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32, strided<[1], offset: 8>>
    %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
    return %alloc : memref<16xf32>
  }
}
