// Bufferized with upstream mlir-opt 22 from a tensor program that computes a temporary 32xf32 tensor inside scf.execute_region and returns a scalar read from it.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @exec(%arg0: memref<32xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
    %0 = scf.execute_region -> f32 {
      %alloc = memref.alloc() {alignment = 64 : i64} : memref<32xf32>
      linalg.add ins(%arg0, %arg0 : memref<32xf32, strided<[?], offset: ?>>, memref<32xf32, strided<[?], offset: ?>>) outs(%alloc : memref<32xf32>)
      %1 = memref.load %alloc[%arg1] : memref<32xf32>
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}
