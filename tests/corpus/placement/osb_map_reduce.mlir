// Bufferized with upstream mlir-opt 22 from a tensor program that squares a 48xf32 vector with linalg.map into a temporary and sums it with linalg.reduce into a 0-d tensor.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @map_reduce(%arg0: memref<48xf32, strided<[?], offset: ?>>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<48xf32>
    linalg.map ins(%arg0 : memref<48xf32, strided<[?], offset: ?>>) outs(%alloc : memref<48xf32>)
      (%in: f32, %init: f32) {
        %1 = arith.mulf %in, %in : f32
        linalg.yield %1 : f32
      }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32>
    linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<f32>)
    linalg.reduce ins(%alloc : memref<48xf32>) outs(%alloc_0 : memref<f32>) dimensions = [0] 
      (%in: f32, %init: f32) {
        %1 = arith.addf %in, %init : f32
        linalg.yield %1 : f32
      }
    %0 = memref.load %alloc_0[] : memref<f32>
    return %0 : f32
  }
}
