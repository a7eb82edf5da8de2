// Bufferized with upstream mlir-opt 22 from a tensor program that uses scf.forall over 4 tiles of a 4x16 matrix, each thread filling a private 16xf32 scratch tile, adding it to its row and inserting the result into the shared output.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @forall(%arg0: memref<4x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x16xf32, strided<[?, ?], offset: ?>>, %arg2: f32) -> memref<4x16xf32, strided<[?, ?], offset: ?>> {
    scf.forall (%arg3) in (4) {
      %subview = memref.subview %arg0[%arg3, 0] [1, 16] [1, 1] : memref<4x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      linalg.fill ins(%arg2 : f32) outs(%alloc : memref<16xf32>)
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
      linalg.add ins(%subview, %alloc : memref<16xf32, strided<[?], offset: ?>>, memref<16xf32>) outs(%alloc_0 : memref<16xf32>)
      %subview_1 = memref.subview %arg1[%arg3, 0] [1, 16] [1, 1] : memref<4x16xf32, strided<[?, ?], offset: ?>> to memref<16xf32, strided<[?], offset: ?>>
      memref.copy %alloc_0, %subview_1 : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
    }
    return %arg1 : memref<4x16xf32, strided<[?, ?], offset: ?>>
  }
}
