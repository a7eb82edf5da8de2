// Bufferized with upstream mlir-opt 22 from a tensor program that loops over the 8 rows of an 8x64 matrix, computing each row's squared values in a temporary and reducing them into a per-row sum written to an 8xf32 result.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @row_norms(%arg0: memref<8x64xf32, strided<[?, ?], offset: ?>>) -> memref<8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    %0 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %alloc) -> (memref<8xf32>) {
      %subview = memref.subview %arg0[%arg1, 0] [1, 64] [1, 1] : memref<8x64xf32, strided<[?, ?], offset: ?>> to memref<64xf32, strided<[?], offset: ?>>
      %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
      linalg.mul ins(%subview, %subview : memref<64xf32, strided<[?], offset: ?>>, memref<64xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<64xf32>)
      %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<f32>
      linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<f32>)
      linalg.reduce ins(%alloc_0 : memref<64xf32>) outs(%alloc_1 : memref<f32>) dimensions = [0] 
        (%in: f32, %init: f32) {
          %2 = arith.addf %in, %init : f32
          linalg.yield %2 : f32
        }
      %1 = memref.load %alloc_1[] : memref<f32>
      memref.store %1, %arg2[%arg1] : memref<8xf32>
      scf.yield %arg2 : memref<8xf32>
    }
    %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
    return %0 : memref<8xf32>
  }
}
