// Bufferized with upstream mlir-opt 22 from a tensor program that a private helper builds a filled 8xf32 tensor; the caller calls it twice and adds the results.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func private @make(%arg0: f32) -> memref<8xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.fill ins(%arg0 : f32) outs(%alloc : memref<8xf32>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    return %alloc : memref<8xf32>
  }
  func.func @caller(%arg0: f32, %arg1: f32) -> memref<8xf32> {
    %0 = call @make(%arg0) : (f32) -> memref<8xf32>
    %1 = call @make(%arg1) : (f32) -> memref<8xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    linalg.add ins(%0, %1 : memref<8xf32>, memref<8xf32>) outs(%alloc : memref<8xf32>)
    %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    return %alloc : memref<8xf32>
  }
}
