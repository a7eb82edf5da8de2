// Bufferized with upstream mlir-opt 22 from a tensor program that uses two local temporaries, 256xf32 (exactly 1024 bytes) and 257xf32 (1028 bytes), and returns a scalar read from each.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @limit(%arg0: memref<256xf32, strided<[?], offset: ?>>, %arg1: memref<257xf32, strided<[?], offset: ?>>, %arg2: index) -> (f32, f32) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
    linalg.add ins(%arg0, %arg0 : memref<256xf32, strided<[?], offset: ?>>, memref<256xf32, strided<[?], offset: ?>>) outs(%alloc : memref<256xf32>)
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<257xf32>
    linalg.add ins(%arg1, %arg1 : memref<257xf32, strided<[?], offset: ?>>, memref<257xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<257xf32>)
    %0 = memref.load %alloc[%arg2] : memref<256xf32>
    %1 = memref.load %alloc_0[%arg2] : memref<257xf32>
    return %0, %1 : f32, f32
  }
}
