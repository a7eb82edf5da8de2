// Bufferized with upstream mlir-opt 22 from a tensor program that reduces a 16x32 f32 matrix to row sums with linalg.reduce into a zero-filled 16xf32 accumulator.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @row_sum(%arg0: memref<16x32xf32, strided<[?, ?], offset: ?>>) -> memref<16xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<16xf32>)
    linalg.reduce ins(%arg0 : memref<16x32xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<16xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    %cast = memref.cast %alloc : memref<16xf32> to memref<16xf32, strided<[?], offset: ?>>
    return %alloc : memref<16xf32>
  }
}
