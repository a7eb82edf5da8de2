// Bufferized with upstream mlir-opt 22 from a tensor program that computes a 20xf32 result into a temporary and stores it into a caller-provided memref with bufferization.materialize_in_destination.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @store_out(%arg0: memref<20xf32, strided<[?], offset: ?>>, %arg1: memref<20xf32>) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<20xf32>
    linalg.mul ins(%arg0, %arg0 : memref<20xf32, strided<[?], offset: ?>>, memref<20xf32, strided<[?], offset: ?>>) outs(%alloc : memref<20xf32>)
    memref.copy %alloc, %arg1 : memref<20xf32> to memref<20xf32>
    return
  }
}
