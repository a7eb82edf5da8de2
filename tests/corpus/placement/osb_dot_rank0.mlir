// Bufferized with upstream mlir-opt 22 from a tensor program that computes a dot product of two 100xf32 vectors with linalg.dot into a 0-d tensor and returns the scalar.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @dot(%arg0: memref<100xf32, strided<[?], offset: ?>>, %arg1: memref<100xf32, strided<[?], offset: ?>>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<f32>)
    linalg.dot ins(%arg0, %arg1 : memref<100xf32, strided<[?], offset: ?>>, memref<100xf32, strided<[?], offset: ?>>) outs(%alloc : memref<f32>)
    %0 = memref.load %alloc[] : memref<f32>
    return %0 : f32
  }
}
