// Bufferized with upstream mlir-opt 22 from a tensor program that 1-D convolution of a 34-element signal with a 3-tap kernel into a zero-filled 32xf32 output.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @conv(%arg0: memref<34xf32, strided<[?], offset: ?>>, %arg1: memref<3xf32, strided<[?], offset: ?>>) -> memref<32xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<32xf32>)
    linalg.conv_1d ins(%arg0, %arg1 : memref<34xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) outs(%alloc : memref<32xf32>)
    %cast = memref.cast %alloc : memref<32xf32> to memref<32xf32, strided<[?], offset: ?>>
    return %alloc : memref<32xf32>
  }
}
