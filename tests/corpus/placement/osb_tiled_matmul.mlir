// Bufferized with upstream mlir-opt 22 from a tensor program that tiles a 16x16 matmul with two scf.for loops over 4x4 output tiles, computing each tile into a zero-filled scratch tile before inserting it.
// Command: mlir-opt --one-shot-bufferize='bufferize-function-boundaries' <tensor source>

module {
  func.func @tiled(%arg0: memref<16x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x16xf32, strided<[?, ?], offset: ?>>, %arg2: memref<16x16xf32, strided<[?, ?], offset: ?>>) -> memref<16x16xf32, strided<[?, ?], offset: ?>> {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %c16 step %c4 iter_args(%arg4 = %arg2) -> (memref<16x16xf32, strided<[?, ?], offset: ?>>) {
      %1 = scf.for %arg5 = %c0 to %c16 step %c4 iter_args(%arg6 = %arg4) -> (memref<16x16xf32, strided<[?, ?], offset: ?>>) {
        %subview = memref.subview %arg0[%arg3, 0] [4, 16] [1, 1] : memref<16x16xf32, strided<[?, ?], offset: ?>> to memref<4x16xf32, strided<[?, ?], offset: ?>>
        %subview_0 = memref.subview %arg1[0, %arg5] [16, 4] [1, 1] : memref<16x16xf32, strided<[?, ?], offset: ?>> to memref<16x4xf32, strided<[?, ?], offset: ?>>
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
        linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
        linalg.matmul ins(%subview, %subview_0 : memref<4x16xf32, strided<[?, ?], offset: ?>>, memref<16x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
        %subview_1 = memref.subview %arg6[%arg3, %arg5] [4, 4] [1, 1] : memref<16x16xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
        memref.copy %alloc, %subview_1 : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
        scf.yield %arg6 : memref<16x16xf32, strided<[?, ?], offset: ?>>
      }
      scf.yield %1 : memref<16x16xf32, strided<[?, ?], offset: ?>>
    }
    return %0 : memref<16x16xf32, strided<[?, ?], offset: ?>>
  }
}
